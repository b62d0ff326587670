import { expect, test } from '@playwright/test';
import { signIn } from '../support/console';
import { E2E_ADMIN } from '../support/server';
import { htmlView } from '../support/rich-text';

/**
 * A session that ends mid-edit loses nothing: the save asks for the password in place, and once
 * signed in again the same save goes through, with everything that was typed.
 */

let created: string | null = null;
test.afterEach(async ({ page }) => {
  if (created === null) return;
  const answer = await page.request.delete(`/api/admin/blog/${created}`);
  expect([204, 404]).toContain(answer.status());
  created = null;
});

test('a session that ends while an article is written asks for the password and saves @phone', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(90_000);
  const title = `Written across a session ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await signIn(page);

  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('form');
  await editor.getByLabel('Title').fill(title);
  await editor
    .getByLabel('Excerpt')
    .fill('An article the session ended under, saved all the same.');
  await (
    await htmlView(editor, 'Content')
  ).fill('<p>Every word of this survives the session ending before it was saved.</p>');
  await editor.getByLabel('Author').fill('Sofia Lindqvist');

  // The session ends (as when it expires): the browser no longer holds it.
  await context.clearCookies();
  await editor.getByRole('button', { name: 'Save Changes' }).click();

  const dialog = page.getByRole('dialog', { name: 'Sign in again to save your work' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Email')).toHaveValue(E2E_ADMIN.email);
  // The editor is still there behind it, with what was typed; the header no longer names an
  // account whose session has ended.
  await expect(editor.getByLabel('Title')).toHaveValue(title);
  const account = page.getByRole('banner').getByText('Signed in as');
  await expect(account).toHaveCount(0);

  // A wrong password is said so, in place.
  await dialog.getByLabel('Password').fill('not the password at all');
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Invalid email or password.');
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-dialog.png`) });

  await dialog.getByLabel('Password').fill(E2E_ADMIN.password);
  await dialog.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  created = slug;
  await expect(dialog).toBeHidden();
  await expect(account).toHaveCount(1);

  const list = await page.request.get('/api/admin/blog');
  expect(list.status()).toBe(200);
  const posts = (await list.json()) as { slug: string; title: string; author: string }[];
  expect(posts.find((post) => post.slug === slug)).toMatchObject({
    title,
    author: 'Sofia Lindqvist',
  });
  await page.screenshot({ path: testInfo.outputPath(`${testInfo.project.name}-saved.png`) });
});
