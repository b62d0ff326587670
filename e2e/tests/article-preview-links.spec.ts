import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { signIn, stamp, violations } from '../support/console';

/**
 * Sharing a draft with someone who has no account, against the real API and the server-rendered
 * pages: an editor makes a preview link in the console, a signed-out visitor reads the draft's
 * page through it (marked as a preview, without scripts, accessible in light and dark), the
 * public site still does not list it, and once the link is revoked the visitor is told it is
 * no longer valid.
 */

const BANNER = 'Preview of an unpublished article.';

/** The visitor's page in the site's dark theme too (the class the theme toggle sets). */
async function expectAccessibleInBothThemes(page: Page, shot: (name: string) => string) {
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: shot('light'), fullPage: false });
  await page.evaluate(() => document.documentElement.classList.add('dark'));
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: shot('dark'), fullPage: false });
  await page.evaluate(() => document.documentElement.classList.remove('dark'));
}

test('an editor shares a preview of a draft; a signed-out visitor reads it until it is revoked @phone', async ({
  page,
  browser,
  baseURL,
}, testInfo) => {
  test.setTimeout(150_000);
  const id = stamp();
  const title = `Nitrite-free bacon, a first look ${id}`;
  const slug = `nitrite-free-bacon-${id}`;
  const email = `preview-editor-${id}@example.org`;
  const password = `preview passphrase ${id}`;
  const sized = { viewport: page.viewportSize(), isMobile: testInfo.project.name === 'phone' };
  const shot = (name: string) => testInfo.outputPath(`preview-${name}.png`);

  // An admin adds the editor, who sets a password with the one-time link.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin);
  const added = await admin.request.post('/api/admin/users', {
    data: { email, firstName: 'Petra', lastName: 'Preview', role: 'editor' },
  });
  expect(added.status()).toBe(201);
  const { account, passwordLink } = (await added.json()) as {
    account: { id: string };
    passwordLink: { url: string };
  };
  const visitorContext = await browser.newContext(sized);
  try {
    await page.goto(passwordLink.url);
    for (const field of await page.locator('input[type="password"]').all()) {
      await field.fill(password);
    }
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.waitForURL((url) => url.pathname === '/api/login');
    await signIn(page, ADMIN_ROUTES.content, { email, password });

    // The editor writes a draft; visitors cannot see it.
    const made = await page.request.post('/api/admin/blog', {
      data: {
        slug,
        title,
        excerpt:
          'Celery powder is nitrite by another name: what a bacon without either tastes like.',
        content: '<h2>What we tried</h2><p>Salt, sugar, smoke and patience, and nothing else.</p>',
        author: 'Petra Preview',
      },
    });
    expect(made.status()).toBe(201);
    await page.reload();

    // A link, made in the article's editor: its URL shown once.
    await page.getByRole('button', { name: new RegExp(title) }).click();
    const form = page.getByRole('form');
    await form.getByRole('button', { name: 'Share preview' }).click();
    const dialog = page.getByRole('dialog', { name: 'Share a preview' });
    await expect(dialog.getByText('No live links.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Create link' }).click();
    const link = await dialog.getByRole('textbox', { name: 'New preview link' }).inputValue();
    expect(link).toMatch(new RegExp(`^${baseURL}/preview/[A-Za-z0-9_-]{43}$`));
    const live = dialog.getByRole('list', { name: 'Live preview links' }).getByRole('listitem');
    await expect(live).toHaveCount(1);
    await expect(live).toContainText('by Petra Preview');
    await page.screenshot({ path: shot('console') });

    // A visitor without an account reads the draft's page, marked as a preview.
    const visitor = await visitorContext.newPage();
    const opened = await visitor.goto(link);
    expect(opened?.status()).toBe(200);
    expect(opened?.headers()['x-robots-tag']).toBe('noindex');
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: 'What we tried' })).toBeVisible();
    await expect(visitor.getByRole('complementary', { name: 'Preview notice' })).toContainText(
      BANNER,
    );
    await expect(visitor.locator('script')).toHaveCount(0);
    await expect(visitor.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectAccessibleInBothThemes(visitor, (theme) => shot(`page-${theme}`));

    // The public site still does not have it.
    expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
    await visitor.goto('/blog');
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'Research & Insights' }),
    ).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);

    // Revoked: the same visitor is told the link is no longer valid.
    await dialog.getByRole('button', { name: /^Revoke the link created / }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(dialog.getByText('No live links.')).toBeVisible();
    const revoked = await visitor.goto(link);
    expect(revoked?.status()).toBe(404);
    await expect(
      visitor.getByRole('heading', { level: 1, name: 'This preview link is no longer valid' }),
    ).toBeVisible();
    await expect(visitor.getByText(title)).toHaveCount(0);
    await expectAccessibleInBothThemes(visitor, (theme) => shot(`gone-${theme}`));
  } finally {
    await visitorContext.close();
    const removed = await admin.request.delete(`/api/admin/blog/${slug}`);
    expect([204, 404]).toContain(removed.status());
    expect((await admin.request.delete(`/api/admin/users/${account.id}`)).status()).toBe(204);
    await adminContext.close();
  }
});
