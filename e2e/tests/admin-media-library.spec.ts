import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES, mediaLibrarySchema } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp, violations } from '../support/console';

/**
 * The media library end to end against the real API: an organiser uploads an image in Media,
 * gives it better alt text, picks it from the library as an article's featured image, sees
 * Media name the article under "Used in", and cannot delete the image while it is used.
 */

const IMAGE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shell/public/articles/vegetable-nitrate-vs-cured-meat-nitrite.jpg',
);
const SHOTS = '/tmp/shots-media';

/** An image's card in Media. */
const cardOf = (page: Page, id: number) => page.locator(`li#image-${id}`);

/** What a test made, removed even when it fails: later specs count the seeded articles. */
const made: { slug: string | null; uploads: number[] } = { slug: null, uploads: [] };
test.afterEach(async ({ page }) => {
  if (made.slug) {
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

async function libraryIdOf(page: Page, alt: string): Promise<number> {
  const answer = await page.request.get('/api/admin/uploads');
  const found = mediaLibrarySchema.parse(await answer.json()).items.find((i) => i.alt === alt);
  expect(found, alt).toBeDefined();
  return found!.id;
}

async function uploadInMedia(page: Page, alt: string) {
  const upload = page.getByRole('group', { name: 'Upload an image' });
  await upload.getByLabel('Image file').setInputFiles(IMAGE_FILE);
  await upload.getByLabel('Alt text').fill(alt);
  await upload.getByRole('button', { name: 'Upload' }).click();
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { level: 2, name: path.basename(IMAGE_FILE) }),
  });
  await expect(card.first()).toBeVisible();
  made.uploads.push(await libraryIdOf(page, alt));
}

test('an organiser uploads an image, describes it, uses it for an article and cannot delete it while used @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const run = `${testInfo.project.name}-${stamp()}`;
  const firstAlt = `Beetroot ${run}`;
  const alt = `Sliced beetroot and radishes on a board ${run}`;
  const title = `Root vegetables, cured nothing ${run}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');

  await signIn(page, ADMIN_ROUTES.media);
  await uploadInMedia(page, firstAlt);
  const id = made.uploads.at(-1)!;

  // Better alt text, saved from the image's own card.
  const card = cardOf(page, id);
  await expect(card.getByLabel('Alt text')).toHaveValue(firstAlt);
  await card.getByLabel('Alt text').fill(alt);
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Alt text saved')).toBeVisible();
  await expect(card.getByLabel('Alt text')).toHaveValue(alt);
  expect(await violations(page), 'Media').toEqual([]);
  await expectNoOverflow(page, 'Media');

  // An article picks it from the library as its featured image.
  const answer = await page.request.post('/api/admin/blog', {
    data: {
      slug,
      title,
      excerpt: 'Beetroot, radishes and carrots: colour on the plate without a cured ounce of meat.',
      content:
        '<p>Roast them, pickle them or grate them raw: three ways with roots, none of them cured.</p>',
      author: 'Sofia Lindqvist',
    },
  });
  expect(answer.status()).toBe(201);
  made.slug = slug;
  await page.goto(ADMIN_ROUTES.content);
  await page.getByRole('button', { name: new RegExp(title) }).click();
  const editor = page.getByRole('form', { name: title });
  await editor.getByRole('button', { name: 'Choose from library' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose the article’s image' });
  const tile = picker.getByRole('button', { name: new RegExp(alt) });
  await tile.click();
  await expect(tile).toHaveAttribute('aria-pressed', 'true');
  expect(await violations(page), 'picker').toEqual([]);
  await picker.getByRole('button', { name: 'Use image' }).click();
  await expect(picker).toBeHidden();
  await expect(editor.getByRole('img', { name: alt })).toBeVisible();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/admin/blog/${slug}`) && response.request().method() === 'PUT',
  );
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  expect((await saved).status()).toBe(200);

  // Media names the article, and the image cannot be deleted: not from the page, not by the API.
  await page.goto(ADMIN_ROUTES.media);
  const used = cardOf(page, id);
  await expect(used.getByRole('link', { name: `Article: ${title}` })).toBeVisible();
  await expect(used.getByRole('button', { name: 'Delete' })).toBeDisabled();
  await expect(used.getByText('Remove it from the places above to delete it.')).toBeVisible();
  const refused = await page.request.delete(`/api/admin/uploads/${id}`);
  expect(refused.status()).toBe(409);
  expect(await refused.json()).toMatchObject({
    usedIn: [{ kind: 'article', id: slug, title, field: 'featured image' }],
  });
  expect(await violations(page), 'Media with a used image').toEqual([]);
});

test('the Media area and the picker look finished in light and dark @phone', async ({
  page,
  isMobile,
}, testInfo) => {
  test.setTimeout(120_000);
  await mkdir(SHOTS, { recursive: true });
  const width = isMobile ? 375 : 1440;
  if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
  await signIn(page, ADMIN_ROUTES.media);
  await uploadInMedia(page, `Radishes in a bowl ${testInfo.project.name}-${stamp()}`);
  for (const theme of ['light', 'dark'] as const) {
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(ADMIN_ROUTES.media);
    await expect(page.getByRole('heading', { level: 1, name: 'Media' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await violations(page), `Media ${theme} ${width}`).toEqual([]);
    await expectNoOverflow(page, `Media ${theme}`);
    await page.screenshot({ path: `${SHOTS}/media-${width}-${theme}.png`, fullPage: true });

    await page.goto(ADMIN_ROUTES.content);
    await page.getByRole('button', { name: 'New article' }).click();
    await page.getByRole('form').getByRole('button', { name: 'Choose from library' }).click();
    const picker = page.getByRole('dialog', { name: 'Choose the article’s image' });
    await expect(picker.getByRole('list', { name: 'Images in the library' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await picker
      .getByRole('button', { name: /Radishes in a bowl/ })
      .first()
      .click();
    expect(await violations(page), `picker ${theme} ${width}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/picker-${width}-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(picker).toBeHidden();
  }
});
