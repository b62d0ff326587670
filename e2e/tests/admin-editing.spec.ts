import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_TIP_CATEGORY } from '@campaign/shared';
import { signIn } from '../support/console';

/**
 * Staff editing end to end, against the real API: sign in through /api/login, edit a blog
 * post, a tip and the homepage headline in the admin console, see each on the public pages
 * (reached through the shell's navigation, so without a reload), then log out.
 *
 * Needs the auth API (sign-in page, sessions, /api/admin/*) and the account the server creates
 * at start-up from ADMIN_EMAIL / ADMIN_PASSWORD, which e2e/support/server.ts sets to E2E_ADMIN.
 */

const isLoginPage = (url: URL) => url.pathname === '/api/login';

async function save(page: Page, message: string) {
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(message)).toBeVisible();
}

/**
 * Follows a link in the shell's header: a client-side navigation, no reload. The console's own
 * header has no public navigation, so from the console the way out is the brand (home) first.
 */
async function viaHeader(page: Page, name: string) {
  const banner = page.getByRole('banner');
  if (new URL(page.url()).pathname.startsWith('/admin')) {
    await banner.getByRole('link', { name: 'Nitrate-Free November' }).click();
    await expect(banner.getByRole('navigation', { name: 'Main' })).toBeAttached();
  }
  await banner.getByRole('link', { name, exact: true }).first().click();
}

interface Post {
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  author: string;
}
interface Tip {
  id: number;
  category: string;
  title: string;
  description: string;
}

test.describe('admin editing (real API)', () => {
  test.describe.configure({ mode: 'serial' });

  test('a signed-out visitor is sent to the sign-in page and comes back after signing in', async ({
    page,
  }) => {
    await page.goto('/admin');
    await page.waitForURL(isLoginPage);
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
    await expect(page.getByLabel('Email')).toBeVisible();
    await expect(page.getByLabel('Password')).toBeVisible();
    await signIn(page);
  });

  test('edits a post, a tip and the homepage headline, sees each live, then logs out', async ({
    page,
  }) => {
    // Three edits, each checked on freshly rendered public pages, then restored: a long flow.
    test.setTimeout(60_000);
    const stamp = Date.now().toString(36);
    await signIn(page);

    // Originals, to put back afterwards: later specs expect the seeded content.
    const posts = (await (await page.request.get('/api/admin/blog')).json()) as Post[];
    const tips = (await (await page.request.get('/api/admin/tips')).json()) as Tip[];
    const pages = (await (await page.request.get('/api/admin/content/pages')).json()) as {
      homepage: { hero: { headline: string } };
    };
    const post = posts[0]!;
    // A tip on the tips page's default tab, so the public page shows it without a click.
    const tip = tips.find((candidate) => candidate.category === DEFAULT_TIP_CATEGORY)!;
    expect(post, 'seeded blog post').toBeTruthy();
    expect(tip, 'seeded tip').toBeTruthy();

    try {
      // Blog post: the public list and the article show the new title.
      const title = `${post.title} ${stamp}`;
      await page.getByRole('button', { name: post.title }).click();
      await page.getByLabel('Title').fill(title);
      await save(page, 'Blog post updated successfully');
      await expect(page.getByText('Select a blog post to edit')).toBeVisible();
      await viaHeader(page, 'Blog');
      await expect(page.getByText(title).first()).toBeVisible();
      await page.goto(`/blog/${post.slug}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      // What link previews and feed readers read: the head the server sends, and the feed.
      const sent = await (await page.request.get(`/blog/${post.slug}`)).text();
      const escaped = (text: string, apostrophe: string) =>
        text
          .replace(/&/g, '&amp;')
          .replace(/</g, '&lt;')
          .replace(/>/g, '&gt;')
          .replace(/"/g, '&quot;')
          .replace(/'/g, apostrophe);
      expect(sent).toContain(`<meta property="og:title" content="${escaped(title, '&#x27;')}"/>`);
      const feed = await (await page.request.get('/blog/rss.xml')).text();
      expect(feed).toContain(`<title>${escaped(title, '&apos;')}</title>`);

      // A save the server refuses (title too short) reports the failure text.
      await page.goto('/admin');
      await page.getByRole('button', { name: title }).click();
      await page.getByLabel('Title').fill('Hi');
      await save(page, 'Failed to update blog post');

      // Tip: the tips page shows the new description.
      await page.goto('/admin');
      const description = `${tip.description} (${stamp})`;
      await page.getByRole('tab', { name: 'Tips' }).click();
      await page.getByRole('button', { name: tip.title, exact: true }).click();
      await page.getByLabel('Description').fill(description);
      await save(page, 'Tip updated successfully');
      await expect(page.getByText('Select a tip to edit')).toBeVisible();
      await viaHeader(page, 'Tips');
      await expect(page.getByText(description)).toBeVisible();

      // Homepage headline: the home page shows it. Back twice: the console's header has no
      // public navigation, so the way to the tips page went through the home page.
      await page.goBack();
      await page.goBack();
      await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
      const headline = `Nitrate-Free ${stamp}`;
      await page.getByRole('tab', { name: 'Page Content' }).click();
      await page.getByRole('button', { name: /^Homepage/ }).click();
      await page.getByLabel('Hero headline').fill(headline);
      await save(page, 'Homepage content updated successfully');
      await expect(page.getByLabel('Hero headline')).toHaveValue(headline);
      await viaHeader(page, 'Home');
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toContainText(headline);
    } finally {
      const put = (url: string, data: unknown) => page.request.put(url, { data });
      await put(`/api/admin/blog/${post.slug}`, {
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
      });
      await put(`/api/admin/tips/${tip.id}`, { title: tip.title, description: tip.description });
      await put('/api/admin/content/pages/homepage', pages.homepage);
    }

    // Logout ends the session: /admin sends the visitor to sign in again.
    await page.goto('/admin');
    await page.getByRole('banner').getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/admin');
    await page.waitForURL(isLoginPage);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});
