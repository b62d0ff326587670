import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/console';
import { htmlView } from '../support/rich-text';

/**
 * An organiser's whole article, end to end against the real API: write a draft with an uploaded
 * image, preview it (drawn by the public site's own component), schedule it a few seconds
 * ahead, and see it appear on /blog with its image at that time, not before.
 */

// The published date is typed in the browser's time zone: make that UTC, as the test reckons.
test.use({ timezoneId: 'UTC' });

const IMAGE_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../shell/public/articles/practical-swaps-and-cooking-tips.jpg',
);
const ALT = 'Roasted vegetables and beans on a wooden board';

/** `YYYY-MM-DDTHH:mm:ss` in UTC, as a `datetime-local` field takes it. */
const typedDate = (date: Date) => date.toISOString().slice(0, 19);

async function expectAxeClean(page: Page) {
  // Cards fade in one after another: judge the colours once they are all there.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (a) => a.playState !== 'running' || a.effect?.getComputedTiming().iterations === Infinity,
      ),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The article the test made, removed even when the test fails: later specs count the seeded ones. */
let created: string | null = null;
test.afterEach(async ({ page }) => {
  if (created === null) return;
  const answer = await page.request.delete(`/api/admin/blog/${created}`);
  expect([204, 404]).toContain(answer.status());
  created = null;
});

test('an organiser writes a draft with an image, previews it, schedules it, and it appears on time @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(150_000);
  const title = `Beans on toast, reconsidered ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await signIn(page);

  // Write the draft, with an uploaded image.
  await page.getByRole('button', { name: 'New article' }).click();
  const editor = page.getByRole('form');
  await editor.getByLabel('Title').fill(title);
  await expect(editor.getByLabel('Slug')).toHaveValue(slug);
  await editor
    .getByLabel('Excerpt')
    .fill('Why a humble breakfast beats a cured one, and how to make it properly.');
  await (
    await htmlView(editor, 'Content')
  ).fill(
    '<h2>Start with the beans</h2><p>Warm them slowly with a little butter and black pepper.</p>',
  );
  await editor.getByLabel('Author').fill('Sofia Lindqvist');
  await editor.getByLabel('Image', { exact: true }).setInputFiles(IMAGE_FILE);
  await editor.getByLabel('Alt text').fill(ALT);
  await editor.getByRole('button', { name: 'Upload image' }).click();
  await expect(editor.getByRole('img', { name: ALT })).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  created = slug;

  // A draft is nowhere on the public site.
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  expect(await (await page.request.get('/blog')).text()).not.toContain(title);

  // Preview it: the public site's article, with the uploaded image, before anything is saved.
  await page.getByRole('button', { name: new RegExp(title) }).click();
  await expect(editor.getByText('Draft', { exact: true })).toBeVisible();
  await editor.getByRole('button', { name: 'Preview', exact: true }).click();
  const preview = page.getByRole('dialog', { name: /Preview/ });
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByRole('img', { name: ALT })).toHaveAttribute('srcset', /480w/);
  await expect(preview.getByRole('heading', { name: 'Start with the beans' })).toBeVisible();
  await expectAxeClean(page);
  await preview.getByRole('button', { name: 'Close preview' }).click();

  // Schedule it a few seconds ahead.
  // Far enough ahead for the save and the checks below on a busy machine.
  // A whole second, as typed: the field has no milliseconds, so the article is public from
  // the start of that second, and `at` must not be later than it.
  const at = new Date(Math.floor((Date.now() + 30_000) / 1000) * 1000);
  await editor.getByLabel('Status').click();
  // antd draws the options it shows apart from its listbox for screen readers.
  await page.getByTitle('Published: on the site from its date').click();
  await editor.getByLabel('Published date').fill(typedDate(at));
  await expect(editor.getByText(/^Scheduled for /)).toBeVisible();
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog post updated successfully')).toBeVisible();

  // Not yet: the article page is the 404 page, and /blog does not list it.
  expect(Date.now()).toBeLessThan(at.getTime());
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { level: 1, name: 'Research & Insights' })).toBeVisible();
  await expect(page.getByText(title)).toHaveCount(0);
  expect(Date.now()).toBeLessThan(at.getTime());

  // At its time it is there, with its image, without anyone touching anything.
  await expect(async () => {
    await page.goto('/blog');
    await expect(page.getByRole('heading', { name: title })).toBeVisible({ timeout: 1000 });
  }).toPass({ timeout: 45_000, intervals: [1000] });
  expect(Date.now()).toBeGreaterThanOrEqual(at.getTime());
  const card = page.getByRole('article').filter({ hasText: title });
  const cardImage = card.getByRole('img', { name: ALT });
  await expect(cardImage).toHaveAttribute('srcset', /\/uploads\/[0-9a-f]{32}-480\.webp 480w/);
  await expect(cardImage).toHaveAttribute('sizes', /100vw/);
  // The image is really there (loaded, at one of its widths).
  await cardImage.scrollIntoViewIfNeeded();
  await expect
    .poll(() => cardImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await expectAxeClean(page);

  await card.getByRole('link', { name: /Read Article/ }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('img', { name: ALT })).toHaveAttribute('width', '1200');
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(200);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}</loc>`);
  await expectAxeClean(page);

  // Deleting it takes it off the site.
  expect((await page.request.delete(`/api/admin/blog/${slug}`)).status()).toBe(204);
  created = null;
  expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
});
