import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  outboxEmailDetailSchema,
  outboxPageSchema,
  uploadedImageSchema,
} from '@campaign/shared';
import { discardDraft, signIn, stamp } from '../support/console';
import { E2E_ADMIN } from '../support/server';

/**
 * The writing desk as one organiser's morning, against the real API and the server-rendered
 * site: an article written in the visual editor (a heading, a list, a link and an image picked
 * from the media library), previewed by someone without an account through a link that stops
 * working once revoked, saved across a session that ended mid-edit (signing in again in the
 * dialog), published and read on the public site, and an earlier version restored. Then a
 * newsletter with an uploaded image, whose emailed copy shows the image when a mail client on
 * another site renders it. Each piece also has its own spec on desktop and phone; this one checks
 * they work together, on desktop.
 */

const IMAGE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shell/public/articles/vegetable-nitrate-vs-cured-meat-nitrite.jpg',
);

// The published date is typed in the browser's time zone: make that UTC, as the test reckons.
test.use({ timezoneId: 'UTC' });

/** What a test made, removed even when it fails: later specs count articles and uploads. */
const made: { slug: string | null; uploads: number[] } = { slug: null, uploads: [] };
test.afterEach(async ({ page }) => {
  await discardDraft(page, 'blog', 'new article');
  if (made.slug) {
    await discardDraft(page, 'blog', made.slug);
    const answer = await page.request.delete(`/api/admin/blog/${made.slug}`);
    expect([204, 404]).toContain(answer.status());
  }
  for (const id of made.uploads) {
    const answer = await page.request.delete(`/api/admin/uploads/${id}`);
    expect([204, 404]).toContain(answer.status());
  }
  made.slug = null;
  made.uploads = [];
});

/** An image in the media library, uploaded with its alt text (as the Media area does). */
async function libraryImage(page: Page, alt: string) {
  const answer = await page.request.post('/api/admin/uploads', {
    multipart: {
      alt,
      file: {
        name: path.basename(IMAGE_FILE),
        mimeType: 'image/jpeg',
        buffer: readFileSync(IMAGE_FILE),
      },
    },
  });
  expect(answer.status()).toBe(201);
  const image = uploadedImageSchema.parse(await answer.json());
  made.uploads.push(image.id);
  return image;
}

const tool = (scope: Locator, name: string) =>
  scope.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

/** Inserts the library image whose alt text is `alt` at the cursor, from the toolbar. */
async function insertFromLibrary(page: Page, scope: Locator, alt: string) {
  await tool(scope, 'Insert image').click();
  const dialog = page.getByRole('dialog', { name: 'Insert image' });
  await dialog.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose an image' });
  await picker.getByRole('button', { name: new RegExp(alt) }).click();
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toBeHidden();
  // The library's alt text comes with it.
  await expect(dialog.getByLabel('Alt text')).toHaveValue(alt);
  await dialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(dialog).toBeHidden();
}

/** Whether the image element has loaded its picture (a blocked or broken one has no width). */
const loaded = (image: Locator) =>
  image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0);

/** `YYYY-MM-DDTHH:mm:ss` in UTC, as a `datetime-local` field takes it. */
const typedDate = (date: Date) => date.toISOString().slice(0, 19);

test('an article written in the visual editor survives a lost session, is previewed, published and restored', async ({
  page,
  browser,
  context,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const id = stamp();
  const title = `Why we pledge this November ${id}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  const alt = `Beetroot and radishes on a board ${id}`;
  const added = 'Written after the session ended, and kept.';

  await signIn(page);
  const image = await libraryImage(page, alt);

  // Written with the toolbar: a heading, a list, a link and an image from the library.
  await page.getByRole('button', { name: 'New article' }).click();
  const form = page.getByRole('form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('Three things every volunteer can do this month.');
  await form.getByLabel('Author').fill('Sofia Lindqvist');
  const content = form.getByRole('textbox', { name: 'Content', exact: true });
  await content.focus();
  // Another run's unsaved new article may have been brought back: start from nothing.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('What we ask');
  await tool(form, 'Heading 2').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await tool(form, 'Bulleted list').click();
  await page.keyboard.type('Read the label');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Ask the butcher');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Then read the research');
  for (let i = 0; i < 'the research'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await tool(form, 'Link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Link address').fill('/blog');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog).toBeHidden();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await insertFromLibrary(page, form, alt);
  await expect(content.getByRole('img', { name: alt })).toHaveAttribute('src', image.src);

  // Saved as a draft: the first version.
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  made.slug = slug;

  // A preview link shows the draft to someone signed out, until it is revoked.
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await form.getByRole('button', { name: 'Share preview' }).click();
  const share = page.getByRole('dialog', { name: 'Share a preview' });
  await share.getByRole('button', { name: 'Create link' }).click();
  const link = await share.getByRole('textbox', { name: 'New preview link' }).inputValue();
  expect(link.startsWith(`${baseURL}/preview/`)).toBe(true);
  const visitorContext = await browser.newContext();
  try {
    const visitor = await visitorContext.newPage();
    expect((await visitor.goto(link))?.status()).toBe(200);
    await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(visitor.getByRole('heading', { level: 2, name: 'What we ask' })).toBeVisible();
    await expect(visitor.getByRole('img', { name: alt })).toBeVisible();
    expect((await visitor.request.get(`/blog/${slug}`)).status()).toBe(404);
    await share.getByRole('button', { name: /^Revoke the link created / }).click();
    await page.getByRole('button', { name: 'Revoke', exact: true }).click();
    await expect(share.getByText('No live links.')).toBeVisible();
    expect((await visitor.goto(link))?.status()).toBe(404);
    await expect(visitor.getByText(title)).toHaveCount(0);
  } finally {
    await visitorContext.close();
  }
  await share.getByRole('button', { name: 'Close' }).first().click();
  await expect(share).toBeHidden();

  // More writing, then the session ends before it is saved.
  await content.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.press('Enter');
  await page.keyboard.type(added);
  await form.getByLabel('Status').click();
  await page.getByTitle('Published: on the site from its date').click();
  await form.getByLabel('Published date').fill(typedDate(new Date(Date.now() - 60_000)));
  await context.clearCookies();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  const signInAgain = page.getByRole('dialog', { name: 'Sign in again to save your work' });
  await expect(signInAgain).toBeVisible();
  await expect(form.getByLabel('Title')).toHaveValue(title);
  await signInAgain.getByLabel('Password').fill(E2E_ADMIN.password);
  await signInAgain.getByRole('button', { name: 'Sign in and save' }).click();
  await expect(page.getByText('Blog post updated successfully')).toBeVisible();
  await expect(signInAgain).toBeHidden();

  // The public page shows it as written, the library image loaded.
  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('main');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 2, name: 'What we ask' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Ask the butcher' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'the research' })).toHaveAttribute(
    'href',
    '/blog',
  );
  const picture = article.getByRole('img', { name: alt });
  await picture.scrollIntoViewIfNeeded();
  await expect.poll(() => loaded(picture)).toBe(true);
  await expect(article.getByText(added)).toBeVisible();

  // History brings back the first version (without the late paragraph); saved, it is the page.
  await page.goto(ADMIN_ROUTES.content);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await form.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: 'History' });
  const versions = history.getByRole('listitem');
  await expect(versions).toHaveCount(2);
  await versions
    .last()
    .getByRole('button', { name: /^Restore/ })
    .click();
  await expect(history).toBeHidden();
  await expect(content.getByText(added)).toHaveCount(0);
  await expect(content.getByRole('img', { name: alt })).toBeVisible();
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog post updated successfully')).toBeVisible();
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'What we ask' })).toBeVisible();
  await expect(page.getByText(added)).toHaveCount(0);
});

/** Serves one HTML document from another site (localhost, not the site's 127.0.0.1). */
async function elsewhere(html: string): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html);
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://localhost:${port}/`, server };
}

test('a newsletter with an uploaded image shows it in the console preview and in a mail client on another site', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const id = stamp();
  const alt = `A market stall of fresh vegetables ${id}`;
  const subject = `Market day ${id}`;

  await signIn(page, ADMIN_ROUTES.newsletters);
  const image = await libraryImage(page, alt);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New newsletter' }).click();
  await main.getByLabel('Subject').fill(subject);
  const body = main.getByRole('textbox', { name: 'Body (HTML)', exact: true });
  await body.click();
  await page.keyboard.type('Come and see us at the market.');
  await page.keyboard.press('Enter');
  await insertFromLibrary(page, main, alt);

  // The preview is a sandboxed frame, another origin: the image loads there too.
  const preview = page.frameLocator('iframe[title^="Preview"]').getByRole('img', { name: alt });
  await expect.poll(() => loaded(preview)).toBe(true);

  await main.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL((url) => /^\?open=\d+$/.test(url.search));
  const newsletter = new URL(page.url()).searchParams.get('open');
  await main.getByRole('button', { name: 'Send test to me' }).click();
  await expect(page.getByRole('region', { name: 'Notifications (F8)' })).toContainText(
    `A copy is on its way to ${E2E_ADMIN.email}`,
  );

  // The emailed copy, as a mail client on another site would show it.
  const list = await page.request.get('/api/admin/outbox?kind=newsletter-test&pageSize=100');
  const row = outboxPageSchema
    .parse(await list.json())
    .items.find((item) => item.subject === `[Test] ${subject}`);
  expect(row, 'the test copy in the outbox').toBeTruthy();
  const detail = await page.request.get(`/api/admin/outbox/${row!.id}`);
  const { html } = outboxEmailDetailSchema.parse(await detail.json());
  expect(html).toContain(`src="${baseURL}${image.src}"`);
  const mailClient = await elsewhere(html);
  try {
    await page.goto(mailClient.url);
    const shown = page.getByRole('img', { name: alt });
    await expect(shown).toBeVisible();
    await expect.poll(() => loaded(shown)).toBe(true);
  } finally {
    mailClient.server.close();
    // Newsletters are never deleted: the draft lets go of the image, so the image can go.
    const emptied = await page.request.put(`/api/admin/newsletters/${newsletter}`, {
      data: { subject, html: '<p>Come and see us at the market.</p>' },
    });
    expect(emptied.status()).toBe(200);
  }
});
