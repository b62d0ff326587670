import { expect, test, type Page } from '@playwright/test';
import { expectNoOverflow, signIn, stamp, violations } from '../support/console';

/**
 * A page's versions against the real API: two saves of the about page's mission title, then
 * History restores the first into the editor as unsaved changes, and once saved the page the
 * server renders shows it again. The about page is put back afterwards: the server's database is
 * shared by every spec of the run.
 */

async function storedAbout(page: Page): Promise<unknown> {
  const answer = await page.request.get('/api/admin/content/pages');
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as Record<string, unknown>).about;
}

test('History restores an earlier version of a page onto the site @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page);
  const original = await storedAbout(page);
  const first = `Our mission, first take ${stamp()}`;
  const second = `Our mission, second take ${stamp()}`;
  try {
    await page.getByRole('tab', { name: 'Page Content' }).click();
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('button', { name: /^About page/ })
      .click();
    const form = page.getByRole('form', { name: 'About page' });
    const title = form.getByLabel('Mission title', { exact: true });
    const save = async () => {
      const stored = page.waitForResponse(
        (answer) =>
          answer.request().method() === 'PUT' &&
          new URL(answer.url()).pathname === '/api/admin/content/pages/about',
      );
      await form.getByRole('button', { name: 'Save Changes' }).click();
      expect((await stored).status()).toBe(200);
      await expect(page.getByText('About page content updated successfully').first()).toBeVisible();
      await expect(form.getByText('Unsaved changes')).toHaveCount(0);
    };
    for (const text of [first, second]) {
      await title.fill(text);
      await expect(form.getByText('Unsaved changes')).toBeVisible();
      await save();
    }
    expect(await (await page.request.get('/about')).text()).toContain(second);
    // The editor itself (its "Sample" tags, the team's initials) is legible in both themes.
    expect(await violations(page), 'the About editor, light').toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to dark theme' }).click();
    expect(await violations(page), 'the About editor, dark').toEqual([]);
    await page.getByRole('banner').getByRole('button', { name: 'Switch to light theme' }).click();

    // History: the newest version is the page now; the one before it has the first title.
    await form.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'History' });
    const versions = history.getByRole('listitem');
    await expect(versions.first()).toContainText('Changed: Mission');
    await expect(versions.first()).toContainText('Current');
    // Run alone on a fresh database, the first save is the oldest version kept.
    await expect(versions.nth(1)).toContainText(/Changed: Mission|The oldest version kept/);
    await expect(versions.nth(1)).not.toContainText('Current');
    // The dialog's own findings: the page editor behind it is not this spec's subject.
    expect(await violations(page, '[role="dialog"]')).toEqual([]);
    await expectNoOverflow(page, 'the History dialog');
    await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-history.png`) });

    await versions
      .nth(1)
      .getByRole('button', { name: /^Restore/ })
      .click();
    await expect(history).toBeHidden();
    await expect(page.getByText('Version restored in the editor')).toBeVisible();
    await expect(title).toHaveValue(first);
    await expect(form.getByText('Unsaved changes')).toBeVisible();
    // Restoring saved nothing: the site still shows the second title.
    expect(await (await page.request.get('/about')).text()).toContain(second);

    await save();

    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
    const html = await (await page.request.get('/about')).text();
    expect(html, '/about as the server renders it').toContain(first);
    expect(html).not.toContain(second);
  } finally {
    const answer = await page.request.put('/api/admin/content/pages/about', { data: original });
    expect(answer.ok(), 'restoring the about page').toBe(true);
  }
});
