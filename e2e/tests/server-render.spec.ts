import { expect, test } from '@playwright/test';
import { DEFAULT_TIP_CATEGORY } from '@campaign/shared';
import { openIn, recordProblems, resolvePath, VISITOR_ROUTES, type Theme } from './public-helpers';

/**
 * Visitor pages are rendered on the server: the HTML itself carries the page (for crawlers,
 * link previews and visitors without JavaScript), with an honest status, and the browser
 * hydrates it without a single warning.
 */

const textOf = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

test.describe('the HTML the server sends', () => {
  for (const route of VISITOR_ROUTES) {
    test(`${route.path} carries its own heading and status`, async ({ request }) => {
      const path = await resolvePath(request, route.path);
      const response = await request.get(path);
      expect(response.status()).toBe(route.path === '/no-such-page' ? 404 : 200);
      expect(response.headers()['cache-control']).toBe('no-cache');
      const h1 = /<main[\s\S]*?<h1[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1];
      expect(textOf(h1 ?? '').trim()).toMatch(route.heading);
    });
  }

  test('every page names itself in the head: title, description, canonical and social tags', async ({
    request,
    baseURL,
  }) => {
    const headOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      const tag = (pattern: RegExp) => [...head.matchAll(pattern)].map((m) => textOf(m[1]!).trim());
      return {
        titles: tag(/<title>([^<]*)<\/title>/g),
        description: tag(/<meta name="description" content="([^"]*)"/g),
        canonical: tag(/<link rel="canonical" href="([^"]*)"/g),
        og: (property: string) =>
          tag(new RegExp(`<meta property="${property}" content="([^"]*)"`, 'g')),
        robots: tag(/<meta name="robots" content="([^"]*)"/g),
        inBody: /<div id="root">[\s\S]*<(?:meta|link) /.test(html),
      };
    };
    const titles = new Set<string>();
    for (const route of VISITOR_ROUTES) {
      const path = await resolvePath(request, route.path);
      const head = await headOf(path);
      expect(head.titles, path).toHaveLength(1);
      expect(head.titles[0], path).toMatch(/Nitrate-Free November$/);
      titles.add(head.titles[0]!);
      expect(head.description, path).toHaveLength(1);
      expect(head.description[0]!.length, path).toBeGreaterThan(10);
      expect(head.og('og:title'), path).toHaveLength(1);
      expect(head.og('og:site_name'), path).toEqual(['Nitrate-Free November']);
      // The live share card, or on an article its own illustration.
      expect(head.og('og:image'), path).toEqual([
        route.path.startsWith('/blog/')
          ? expect.stringMatching(new RegExp(`^${baseURL}/articles/.+\\.jpg$`))
          : `${baseURL}/api/share-card.png`,
      ]);
      expect(head.inBody, path).toBe(false);
      if (route.path === '/no-such-page') {
        expect(head.robots).toEqual(['noindex']);
        expect(head.canonical).toEqual([]);
      } else {
        expect(head.canonical, path).toEqual([`${baseURL}${path === '/' ? '/' : path}`]);
        expect(head.og('og:url'), path).toEqual(head.canonical);
        expect(head.robots, path).toEqual([]);
      }
    }
    // Every page's title is its own.
    expect(titles.size).toBe(VISITOR_ROUTES.length);
    const card = await request.get('/api/share-card.png');
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/png');
    // A PNG of the size previews crop to (its header's width and height fields).
    const png = await card.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const posts = (await (await request.get('/api/blog')).json()) as {
      slug: string;
      title: string;
      author: string;
    }[];
    const article = await headOf(`/blog/${posts[0]!.slug}`);
    expect(article.titles).toEqual([`${posts[0]!.title} | Nitrate-Free November`]);
    expect(article.og('og:type')).toEqual(['article']);
    expect(article.og('article:published_time')).toHaveLength(1);
    expect(article.og('article:tag').length).toBeLessThanOrEqual(5);
    // A seeded article previews with its own illustration, served by the site.
    const [articleImage] = article.og('og:image');
    expect(articleImage).toMatch(new RegExp(`^${baseURL}/articles/.+\\.jpg$`));
    const illustration = await request.get(articleImage!);
    expect(illustration.status()).toBe(200);
    expect(illustration.headers()['content-type']).toBe('image/jpeg');

    // Structured data for search engines: the organisation and site on the home page, the
    // article and its breadcrumb on an article.
    const graphOf = async (path: string) => {
      const html = await (await request.get(path)).text();
      const json = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
      return (JSON.parse(json!) as { '@graph': Record<string, unknown>[] })['@graph'];
    };
    expect((await graphOf('/')).map((node) => node['@type'])).toEqual(['Organization', 'WebSite']);
    const [posting, breadcrumb] = await graphOf(`/blog/${posts[0]!.slug}`);
    expect(posting).toMatchObject({
      '@type': 'BlogPosting',
      headline: posts[0]!.title,
      author: { '@type': 'Person', name: posts[0]!.author },
      mainEntityOfPage: `${baseURL}/blog/${posts[0]!.slug}`,
    });
    expect(breadcrumb).toMatchObject({ '@type': 'BreadcrumbList' });
  });

  test('pages carry their data: stats, articles, tips, an article body', async ({ request }) => {
    const posts = (await (await request.get('/api/blog')).json()) as {
      slug: string;
      title: string;
    }[];
    const stats = (await (await request.get('/api/stats')).json()) as { socialReach: number };
    const tips = (await (await request.get('/api/tips')).json()) as {
      title: string;
      category: string;
    }[];

    const home = textOf(await (await request.get('/')).text());
    expect(home).toContain(posts[0]!.title);

    const impact = textOf(await (await request.get('/impact')).text());
    expect(impact).toContain(stats.socialReach.toLocaleString('en-US'));

    const blog = textOf(await (await request.get('/blog')).text());
    for (const post of posts) expect(blog).toContain(post.title);

    const article = await request.get(`/blog/${posts[0]!.slug}`);
    const post = (await (await request.get(`/api/blog/${posts[0]!.slug}`)).json()) as {
      content: string;
    };
    const firstParagraph = textOf(/<p>([\s\S]*?)<\/p>/.exec(post.content)?.[1] ?? '').trim();
    expect(firstParagraph.length).toBeGreaterThan(20);
    expect(textOf(await article.text())).toContain(firstParagraph.slice(0, 60));

    // The default tab's tips are in the HTML; the others show on a click.
    const tipsPage = textOf(await (await request.get('/tips')).text());
    const shown = tips.filter((tip) => tip.category === DEFAULT_TIP_CATEGORY);
    expect(shown.length).toBeGreaterThan(0);
    for (const tip of shown) expect(tipsPage).toContain(tip.title);
  });

  test('an unknown article is a 404 with the "Article Not Found" page', async ({ request }) => {
    const response = await request.get('/blog/no-such-article');
    expect(response.status()).toBe(404);
    const html = await response.text();
    expect(textOf(html)).toContain('Article Not Found');
    // Every unknown article shares one render, with its own address written in.
    expect(html).toContain('/blog/no-such-article#newsletter');
    expect(html).not.toContain('not-found-7d1c');
  });

  test('an unknown article hydrates without a problem and its links work @phone', async ({
    page,
  }) => {
    const problems = recordProblems(page);
    await openIn(page, '/blog/another-missing-one');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await expect(page.locator('form#newsletter')).toHaveAttribute(
      'action',
      '/blog/another-missing-one#newsletter',
    );
    await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
    expect(problems).toEqual([]);
  });

  test('the server builds are never served', async ({ request }) => {
    expect((await request.get('/server/main.cjs')).status()).toBe(404);
    expect((await request.get('/remotes/public-site/server/remoteEntry.cjs')).status()).toBe(404);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const route of VISITOR_ROUTES) {
    test(`${route.path} reads and navigates`, async ({ page, request }) => {
      const path = await resolvePath(request, route.path);
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(
        route.heading,
      );
      // Links are plain links: the header takes the visitor to another page.
      await page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Blog' })
        .click();
      await expect(page).toHaveURL(/\/blog$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Research & Insights');
    });
  }
});

test.describe('hydration', () => {
  for (const theme of ['light', 'dark'] as Theme[]) {
    for (const route of VISITOR_ROUTES) {
      test(`${route.path} in ${theme} hydrates without a warning @phone`, async ({
        page,
        request,
      }) => {
        const problems = recordProblems(page);
        await openIn(page, await resolvePath(request, route.path), theme);
        await page.waitForLoadState('networkidle');
        // Hydrated: the theme toggle answers (the server's HTML alone would not).
        await page.locator('button[aria-label^="Switch to"]:visible').first().click();
        await expect(page.locator('html')).toHaveClass(
          theme === 'dark' ? /^(?!.*\bdark\b)/ : /\bdark\b/,
        );
        expect(problems).toEqual([]);
      });
    }
  }
});
