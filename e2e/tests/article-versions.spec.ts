import { expect, test } from '@playwright/test';
import { signIn, violations } from '../support/console';

/**
 * Work that is never lost, and versions that come back, against the real API: unsaved edits
 * survive a reload (kept in the browser), a saved live article's toast links to it, and an
 * earlier version restored from History becomes the public article once saved.
 */

let created: string | null = null;
test.afterEach(async ({ page }) => {
  if (created === null) return;
  const answer = await page.request.delete(`/api/admin/blog/${created}`);
  expect([204, 404]).toContain(answer.status());
  created = null;
});

test('unsaved edits survive a reload; History restores an earlier version onto the site @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const stamp = `${testInfo.project.name} ${Date.now().toString(36)}`;
  const first = `Pickles without the cure, first take ${stamp}`;
  const second = `Pickles without the cure, second take ${stamp}`;
  const slug = `pickles-${stamp.replace(/[^a-z0-9]+/g, '-')}`;
  await signIn(page);
  const made = await page.request.post('/api/admin/blog', {
    data: {
      slug,
      title: first,
      excerpt: 'Quick pickles need vinegar, salt and a day of patience, nothing more.',
      content: '<p>Slice, salt, cover with vinegar and wait a day.</p>',
      author: 'Sofia Lindqvist',
      status: 'published',
    },
  });
  expect(made.status()).toBe(201);
  created = slug;
  await page.reload();

  // Edit the title, then lose the page without saving.
  await page.getByRole('button', { name: new RegExp(first) }).click();
  const editor = page.getByRole('form');
  await editor.getByLabel('Title').fill(second);
  await expect(editor.getByText('Unsaved changes')).toBeVisible();
  page.once('dialog', (dialog) => void dialog.accept());
  await page.reload();

  // Opened again, the edit is back, and says so.
  await page.getByRole('button', { name: new RegExp(first) }).click();
  await expect(editor.getByLabel('Title')).toHaveValue(second);
  await expect(editor.getByText(/^Your unsaved changes from .+ are back\.$/)).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  const toast = page.getByRole('group', { name: 'Success' });
  await expect(toast).toContainText('Blog post updated successfully');
  await expect(toast.getByRole('link', { name: /View article/ })).toHaveAttribute(
    'href',
    `/blog/${slug}`,
  );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await (await page.request.get(`/blog/${slug}`)).text()).toContain(second);

  // History: the first version comes back into the editor, then onto the site once saved.
  await page.getByRole('button', { name: new RegExp(second) }).click();
  await editor.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await expect(versions.first()).toContainText(second);
  await expect(versions.last()).toContainText(first);
  expect(await violations(page)).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-history.png`) });
  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(history).toBeHidden();
  await expect(editor.getByLabel('Title')).toHaveValue(first);
  await expect(editor.getByLabel('Slug')).toHaveValue(slug);
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('group', { name: 'Success' })).toContainText(
    'Blog post updated successfully',
  );

  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first })).toBeVisible();
});
