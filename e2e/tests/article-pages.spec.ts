import { expect, test, type APIRequestContext } from '@playwright/test';
import { signIn, stamp } from '../support/console';

/**
 * Pages carry only the articles they show: the home page its three featured ones, an article
 * its own and the three at its end, /blog one page at a time with page links that work without
 * JavaScript.
 */

/** The distinct articles in the data a page carries (each list item and article has its `slug`). */
function articleSlugs(html: string): Set<string> {
  const slugs = new Set<string>();
  for (const [, slug] of html.matchAll(/"slug":"([^"]+)"/g)) slugs.add(slug!);
  return slugs;
}

const listed = async (request: APIRequestContext) =>
  (await (await request.get('/api/blog')).json()) as { slug: string; title: string }[];

test('the home page and an article carry only the articles they show', async ({ request }) => {
  const posts = await listed(request);
  expect(posts.length).toBeGreaterThan(4);
  const home = await (await request.get('/')).text();
  expect([...articleSlugs(home)].sort()).toEqual(
    posts
      .slice(0, 3)
      .map((post) => post.slug)
      .sort(),
  );

  const article = await (await request.get(`/blog/${posts[0]!.slug}`)).text();
  const named = articleSlugs(article);
  expect(named.has(posts[0]!.slug)).toBe(true);
  // The article and the three at its end, never the whole list.
  expect(named.size).toBe(4);
});

test.describe('with more articles than one page of /blog holds', () => {
  const id = stamp();
  const slugs = Array.from({ length: 8 }, (_, i) => `paging-${id}-${i + 1}`);

  test.beforeAll(async ({ browser }) => {
    // Signing in loads the console: more than a hook's default time on a busy machine.
    test.setTimeout(90_000);
    const page = await browser.newPage();
    await signIn(page);
    for (const [i, slug] of slugs.entries()) {
      const answer = await page.request.post('/api/admin/blog', {
        data: {
          slug,
          title: `Archive article ${i + 1} ${id}`,
          excerpt: 'An older article, kept to show the pages of the research library.',
          content: '<p>An older article, kept to show the pages of the research library.</p>',
          author: 'Archive',
          status: 'published',
          // Older than every seeded article, so they fill the last page, oldest last.
          publishedDate: new Date(Date.UTC(2001, 0, 20 - i)).toISOString(),
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }
    await page.close();
  });

  test.afterAll(async ({ browser }) => {
    // Later specs count the seeded articles: remove these even when a test failed.
    test.setTimeout(90_000);
    const page = await browser.newPage();
    await signIn(page);
    for (const slug of slugs) {
      const answer = await page.request.delete(`/api/admin/blog/${slug}`);
      expect([204, 404]).toContain(answer.status());
    }
    await page.close();
  });

  test('a visitor without JavaScript pages through the articles', async ({ browser, request }) => {
    const all = await listed(request);
    expect(all.length).toBeGreaterThan(10);
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    const pages = page.getByRole('navigation', { name: 'Article pages' });
    const titles = () => page.getByRole('article').getByRole('heading').allTextContents();

    await page.goto('/blog');
    await expect(pages).toContainText('Page 1 of 2');
    expect(await titles()).toEqual(all.slice(0, 10).map((post) => post.title));
    await pages.getByRole('link', { name: 'Older articles →' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pages).toContainText('Page 2 of 2');
    expect(await titles()).toEqual(all.slice(10).map((post) => post.title));
    expect(await pages.getByRole('link').count()).toBe(1);
    await pages.getByRole('link', { name: '← Newer articles' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(pages).toContainText('Page 1 of 2');

    // A page past the last is a 404 that says so and links back.
    const missing = await page.goto('/blog?page=3');
    expect(missing?.status()).toBe(404);
    await expect(page.getByRole('alert')).toContainText('There is no page 3 of articles.');
    await context.close();
  });

  test('with JavaScript, the page links change the page in place and start it at its top', async ({
    page,
  }) => {
    await page.goto('/blog');
    const pages = page.getByRole('navigation', { name: 'Article pages' });
    await pages.getByRole('link', { name: 'Older articles →' }).click();
    await expect(page).toHaveURL(/\/blog\?page=2$/);
    await expect(pages).toContainText('Page 2 of 2');
    await expect(page.getByRole('article').first()).toContainText('Archive article');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});
