import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { discardDraft, expectNoOverflow, signIn, violations } from '../support/console';

/**
 * The visual editor, end to end against the real API: an article written with the toolbar only
 * (a heading, a bulleted list, a link and an image with alt text and a caption), saved,
 * published, and read on the public article page as it was formatted.
 */

// The published date is typed in the browser's time zone: make that UTC, as the test reckons.
test.use({ timezoneId: 'UTC' });

/** `YYYY-MM-DDTHH:mm:ss` in UTC, as a `datetime-local` field takes it. */
const typedDate = (date: Date) => date.toISOString().slice(0, 19);

const IMAGE = '/articles/how-nitrite-forms-n-nitroso-compounds.jpg';
const ALT = 'A diagram of nitrite turning into nitrosamines';
const CAPTION = 'How nitrite forms N-nitroso compounds';

/** Where the screenshots of the editor go, for a person to look at. */
const SHOTS = '/tmp/shots-editor';

/** The article the test made, removed even when the test fails: later specs count the seeded ones. */
let created: string | null = null;
test.afterEach(async ({ page }) => {
  await discardDraft(page, 'blog', 'new article');
  if (created === null) return;
  const answer = await page.request.delete(`/api/admin/blog/${created}`);
  expect([204, 404]).toContain(answer.status());
  created = null;
});

const tool = (form: Locator, name: string) =>
  form.getByRole('toolbar', { name: 'Formatting' }).getByRole('button', { name, exact: true });

async function newArticle(page: Page, title: string) {
  await page.getByRole('button', { name: 'New article' }).click();
  // Named by its heading, which becomes the title as it is typed.
  const form = page.getByRole('form');
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Excerpt').fill('Three things every volunteer can do this month, and why.');
  await form.getByLabel('Author').fill('Sofia Lindqvist');
  return form;
}

test('an organiser formats an article with the toolbar and readers see it formatted @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Three things to do ${testInfo.project.name} ${Date.now().toString(36)}`;
  const slug = title.toLowerCase().replace(/ /g, '-');
  await signIn(page);

  // Opening a saved article in the editor changes nothing.
  const [newest] = (await (await page.request.get('/api/blog?limit=1')).json()) as {
    title: string;
  }[];
  await page.getByRole('button').filter({ hasText: newest!.title }).first().click();
  await expect(page.getByRole('form').getByLabel('Content', { exact: true })).toBeVisible();
  await expect(page.getByRole('form').getByText('Unsaved changes', { exact: true })).toHaveCount(0);

  const form = await newArticle(page, title);
  const content = form.getByRole('textbox', { name: 'Content', exact: true });
  await expect(content).toBeVisible();

  // The toolbar is one tab stop before the text; arrow keys move along it.
  await content.focus();
  // A new article's unsaved text is kept in the browser (another run's may be brought back).
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('Why we pledge');
  await page.keyboard.press('Shift+Tab');
  await expect(tool(form, 'Paragraph')).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(tool(form, 'Heading 2')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(tool(form, 'Heading 2')).toHaveAttribute('aria-pressed', 'true');
  await expect(content).toBeFocused();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Volunteers can do three things this month:');
  await page.keyboard.press('Enter');

  await tool(form, 'Bulleted list').click();
  await page.keyboard.type('Talk to their neighbours');
  await page.keyboard.press('Enter');
  await page.keyboard.type('Sign the pledge');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter'); // an empty item ends the list

  await page.keyboard.type('Then read our research');
  for (let i = 0; i < 'our research'.length; i += 1) await page.keyboard.press('Shift+ArrowLeft');
  await tool(form, 'Link').click();
  const linkDialog = page.getByRole('dialog', { name: 'Link' });
  await linkDialog.getByLabel('Link address').fill('javascript:alert(1)');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog.getByText(/Use an address starting with https:\/\//)).toBeVisible();
  await linkDialog.getByLabel('Link address').fill('/blog');
  await linkDialog.getByRole('button', { name: 'Apply link' }).click();
  await expect(linkDialog).toBeHidden();
  await expect(content.getByRole('link', { name: 'our research' })).toHaveAttribute(
    'href',
    '/blog',
  );

  await page.keyboard.press('End');
  await tool(form, 'Insert image').click();
  const imageDialog = page.getByRole('dialog', { name: 'Insert image' });
  await imageDialog.getByLabel('Image address').fill(IMAGE);
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  // No image without a description of it.
  await expect(
    imageDialog.getByText('Describe the image for people who cannot see it.'),
  ).toBeVisible();
  await imageDialog.getByLabel('Alt text').fill(ALT);
  await imageDialog.getByLabel('Caption (optional)').fill(CAPTION);
  await imageDialog.getByRole('button', { name: 'Insert image' }).click();
  await expect(imageDialog).toBeHidden();
  await expect(content.getByRole('img', { name: ALT })).toBeVisible();

  await expect(form.getByText('Unsaved changes', { exact: true })).toBeVisible();
  await expect(form.getByText(/^\d+ words · 1 min read$/)).toBeVisible();
  await expectNoOverflow(page, 'the article editor');
  expect(await violations(page)).toEqual([]);

  // What the HTML view shows is what the toolbar made.
  await tool(form, 'HTML').click();
  const html = form.getByLabel('Content', { exact: true });
  await expect(html).toHaveValue(
    '<h2>Why we pledge</h2><p>Volunteers can do three things this month:</p>' +
      '<ul><li><p>Talk to their neighbours</p></li><li><p>Sign the pledge</p></li></ul>' +
      '<p>Then read <a href="/blog">our research</a></p>' +
      `<figure><img src="${IMAGE}" alt="${ALT}"><figcaption>${CAPTION}</figcaption></figure>`,
  );
  await tool(form, 'HTML').click();
  await expect(content).toBeVisible();

  await form.getByLabel('Status').click();
  await page.getByTitle('Published: on the site from its date').click();
  await form.getByLabel('Published date').fill(typedDate(new Date(Date.now() - 60_000)));
  await form.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Blog post created successfully')).toBeVisible();
  created = slug;

  await page.goto(`/blog/${slug}`);
  const article = page.getByRole('main');
  await expect(article.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(article.getByRole('heading', { level: 2, name: 'Why we pledge' })).toBeVisible();
  await expect(article.getByRole('listitem').filter({ hasText: 'Sign the pledge' })).toBeVisible();
  await expect(article.getByRole('link', { name: 'our research' })).toHaveAttribute(
    'href',
    '/blog',
  );
  const figure = article.getByRole('figure');
  await expect(figure.getByRole('img', { name: ALT })).toHaveAttribute('src', IMAGE);
  await expect(figure.locator('figcaption')).toHaveText(CAPTION);
});

test('the editor looks finished and is axe-clean at 375 and 1440 px, light and dark', async ({
  page,
}) => {
  test.setTimeout(90_000);
  mkdirSync(SHOTS, { recursive: true });
  await signIn(page);
  const form = await newArticle(page, 'How the editor looks');
  const source = form.getByLabel('Content', { exact: true });
  await expect(source).toBeVisible();
  await tool(form, 'HTML').click();
  await source.fill(
    '<h2>Why we pledge</h2><p>Every pledge is a <strong>promise</strong> to <em>ask</em> before buying.</p>' +
      '<ul><li><p>Talk to neighbours</p></li><li><p>Sign the pledge</p></li></ul>' +
      '<blockquote><p>It started at a kitchen table.</p></blockquote>' +
      `<p>Read <a href="/blog">our research</a>.</p><figure><img src="${IMAGE}" alt="${ALT}"><figcaption>${CAPTION}</figcaption></figure>`,
  );
  await tool(form, 'HTML').click();
  await form.getByRole('textbox', { name: 'Content', exact: true }).click();

  for (const theme of ['light', 'dark'] as const) {
    const switchTheme = page.getByRole('banner').getByRole('button', {
      name: `Switch to ${theme} theme`,
    });
    if (await switchTheme.isVisible()) await switchTheme.click();
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const editor = form.locator('[data-rich-text]');
      await editor.scrollIntoViewIfNeeded();
      await expectNoOverflow(page, `the editor at ${width} px (${theme})`);
      expect(await violations(page), `${theme}, ${width} px`).toEqual([]);
      await editor.screenshot({ path: `${SHOTS}/editor-${width}-${theme}.png` });
    }
  }
  // The toolbar wraps on a phone instead of running off the screen.
  await page.setViewportSize({ width: 375, height: 900 });
  const toolbar = form.getByRole('toolbar', { name: 'Formatting' });
  const box = (await toolbar.boundingBox())!;
  expect(box.width).toBeLessThanOrEqual(375);
  expect(box.height).toBeGreaterThan(50);
});
