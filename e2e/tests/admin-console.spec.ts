import { expect, test, type Page } from '@playwright/test';
import { mergeAllPages, type AllPagesContent } from '@campaign/shared';

/**
 * The admin console remote in the composed, built site. The API's sign-in and /api/admin/*
 * routes are stubbed with page.route() here, so these run before (and independently of) the
 * auth API; admin-editing.spec.ts covers the same flows against the real API.
 */

interface ToastRecord {
  type: string;
  title?: string;
  description?: string;
  variant?: string;
}

/** Collects every toast command a remote raises, surviving full-page navigations. */
async function recordToasts(page: Page): Promise<ToastRecord[]> {
  const toasts: ToastRecord[] = [];
  await page.exposeFunction('__recordToast', (detail: ToastRecord) => {
    toasts.push(detail);
  });
  await page.addInitScript(() => {
    window.addEventListener('campaign:toast', (event) => {
      const record = (window as unknown as { __recordToast: (detail: unknown) => void })
        .__recordToast;
      record((event as CustomEvent).detail);
    });
  });
  return toasts;
}

const USER = {
  id: 'u1',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Lovelace',
  role: 'admin',
};

const POSTS = [
  {
    id: 1,
    slug: 'what-are-nitrates',
    title: 'What Are Nitrates and Nitrites?',
    excerpt: 'A plain-language guide to the curing salts in processed meat and why they matter.',
    content:
      '<h2>Curing salts</h2><p>Sodium nitrite keeps ham pink and extends its shelf life.</p>',
    author: 'Dr. Sarah Johnson',
    publishedDate: '2024-10-01T00:00:00.000Z',
    imageUrl: null,
    imageId: null,
    image: null,
    status: 'published',
    tags: ['basics'],
    citations: [],
    createdAt: '2024-10-01T00:00:00.000Z',
  },
  {
    id: 2,
    slug: 'reading-labels',
    title: 'Reading Labels Like a Pro: E249, E250, E251 and E252 Explained',
    excerpt:
      'The E numbers to look for on packaging, and the “no added nitrites” claims to double-check.',
    content: '<p>Look for E249 to E252 in the ingredients list.</p>',
    author: 'Michael Chen',
    publishedDate: '2024-10-12T00:00:00.000Z',
    imageUrl: null,
    imageId: null,
    image: null,
    status: 'published',
    tags: ['labels'],
    citations: [],
    createdAt: '2024-10-12T00:00:00.000Z',
  },
  {
    id: 3,
    slug: 'processed-meat-and-cancer',
    title: 'Processed Meat and Cancer: What the IARC Classification Means',
    excerpt:
      'Group 1 describes the strength of the evidence, not the size of the risk. Here is what that means.',
    content: '<p>IARC classifies processed meat as carcinogenic to humans.</p>',
    author: 'Dr. Sarah Johnson',
    publishedDate: '2024-09-20T00:00:00.000Z',
    imageUrl: null,
    imageId: null,
    image: null,
    status: 'published',
    tags: ['research'],
    citations: [],
    createdAt: '2024-09-20T00:00:00.000Z',
  },
];

const TIPS = [
  [
    'Shopping',
    'Start at the fresh counters',
    'Build your list around fresh meat, fish, eggs and vegetables.',
  ],
  [
    'Shopping',
    'Stock nitrite-free staples',
    'Keep canned beans, lentils and plain canned fish in the cupboard.',
  ],
  ['Labels', 'Learn the E numbers', 'E249 to E252 are the nitrite and nitrate preservatives.'],
  ['Labels', 'Question “uncured” claims', 'Celery powder is a natural source of nitrite.'],
  ['Cooking', 'Roast a joint for the week', 'Slice it cold for sandwiches instead of ham.'],
  [
    'Dining Out',
    'Ask how it is made',
    'Staff can usually tell you whether the bacon or ham is cured.',
  ],
].map(([category, title, description], index) => ({
  id: index + 1,
  category,
  title,
  description,
  icon: 'Package',
  order: index + 1,
  createdAt: '2024-10-01T00:00:00.000Z',
}));

interface AdminMock {
  puts: { url: string; body: unknown }[];
}

/** Stubs the signed-in user and the admin API; PUTs are recorded and answered 200. */
async function mockAdminApi(
  page: Page,
  pages: AllPagesContent = mergeAllPages(null),
): Promise<AdminMock> {
  const mock: AdminMock = { puts: [] };
  const json = (body: unknown) => ({
    status: 200,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
  await page.route('**/api/auth/user', (route) => route.fulfill(json(USER)));
  await page.route('**/api/admin/blog', (route) => route.fulfill(json(POSTS)));
  await page.route('**/api/admin/tips', (route) => route.fulfill(json(TIPS)));
  await page.route('**/api/admin/content/pages', (route) => route.fulfill(json(pages)));
  await page.route(/\/api\/admin\/.+/, async (route) => {
    const request = route.request();
    if (request.method() !== 'PUT') return route.fallback();
    mock.puts.push({ url: new URL(request.url()).pathname, body: request.postDataJSON() });
    // As the API does, the answer is what was stored: here, what was sent.
    return route.fulfill(json(request.postDataJSON()));
  });
  return mock;
}

/** Does what the shell does when the visitor picks a theme. */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    window.dispatchEvent(new CustomEvent('campaign:theme', { detail: { theme: next } }));
  }, theme);
}

test.describe('admin console', () => {
  test('a signed-out visitor gets the toast, then is sent to /api/login @phone', async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    await page.route('**/api/auth/user', (route) =>
      route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: '{"message":"Not signed in"}',
      }),
    );
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    await page.waitForURL((url) => url.pathname === '/api/login');
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/admin');
    expect(toasts).toContainEqual(
      expect.objectContaining({
        type: 'add',
        title: 'Authentication Required',
        description: 'Redirecting to login...',
        variant: 'destructive',
      }),
    );
  });

  test('edits a post, a tip and the homepage, sending the editable fields @phone', async ({
    page,
  }) => {
    const toasts = await recordToasts(page);
    const mock = await mockAdminApi(page);
    await page.goto('/admin');

    // The shell's console header shows who is signed in.
    await expect(page.getByRole('banner')).toContainText('Ada Lovelace');
    await expect(page.getByRole('banner')).toContainText('Admin');
    await expect(page.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByText('Select a blog post to edit')).toBeVisible();

    // Blog post
    await page.getByRole('button', { name: /What Are Nitrates/ }).click();
    await page.getByLabel('Title').fill('What Are Nitrates, Really?');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Select a blog post to edit')).toBeVisible();
    expect(mock.puts.at(-1)).toEqual({
      url: '/api/admin/blog/what-are-nitrates',
      body: {
        slug: POSTS[0]!.slug,
        title: 'What Are Nitrates, Really?',
        excerpt: POSTS[0]!.excerpt,
        content: POSTS[0]!.content,
        author: POSTS[0]!.author,
        status: 'published',
        publishedDate: POSTS[0]!.publishedDate,
        imageId: null,
        imageUrl: null,
        tags: POSTS[0]!.tags,
        citations: POSTS[0]!.citations,
      },
    });
    expect(toasts.at(-1)).toMatchObject({
      title: 'Success',
      description: 'Blog post updated successfully',
    });

    // Tip
    await page.getByRole('tab', { name: 'Tips' }).click();
    await expect(page.getByRole('heading', { name: 'Labels (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Learn the E numbers', exact: true }).click();
    await page
      .getByLabel('Description')
      .fill('E249, E250, E251 and E252 are nitrite and nitrate preservatives.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Select a tip to edit')).toBeVisible();
    expect(mock.puts.at(-1)).toEqual({
      url: '/api/admin/tips/3',
      body: {
        title: 'Learn the E numbers',
        description: 'E249, E250, E251 and E252 are nitrite and nitrate preservatives.',
      },
    });

    // Homepage: the whole page object goes back, with the edited headline.
    await page.getByRole('tab', { name: 'Page Content' }).click();
    await page.getByRole('button', { name: /Homepage/ }).click();
    await page.getByLabel('Hero headline').fill('Go Nitrate-Free Today');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect
      .poll(() => toasts.at(-1)?.description)
      .toBe('Homepage content updated successfully');
    const expected = mergeAllPages(null).homepage;
    expect(mock.puts.at(-1)).toEqual({
      url: '/api/admin/content/pages/homepage',
      body: { ...expected, hero: { ...expected.hero, headline: 'Go Nitrate-Free Today' } },
    });
    // The page editor stays open with its draft.
    await expect(page.getByLabel('Hero headline')).toHaveValue('Go Nitrate-Free Today');
  });

  test('asks before discarding unsaved changes', async ({ page }) => {
    await mockAdminApi(page);
    await page.goto('/admin');
    await page.getByRole('button', { name: /What Are Nitrates/ }).click();
    await page.getByLabel('Author').fill('Someone Else');

    await page.getByRole('tab', { name: 'Tips' }).click();
    const dialog = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Keep editing' }).click();
    await expect(page.getByLabel('Author')).toHaveValue('Someone Else');
    await expect(page.getByRole('tab', { name: 'Blog Posts' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    // Leaving the document asks through the browser.
    const prompt = new Promise<string>((resolve) => {
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      });
    });
    await page.reload();
    expect(await prompt).toBe('beforeunload');
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`looks finished in the ${theme} theme @phone`, async ({ page }, testInfo) => {
      await mockAdminApi(page);
      await page.goto('/admin');
      await setTheme(page, theme);
      const file = (name: string) =>
        testInfo.outputPath(`${testInfo.project.name}-${theme}-${name}.png`);
      // The whole page, plus the editor pane alone (readable at phone width).
      const shot = async (name: string) => {
        await page.screenshot({ path: file(name), fullPage: true });
        await page
          .getByRole('region', { name: 'Editor' })
          .screenshot({ path: file(`${name}-editor`) });
      };

      await expect(page.getByText('Select a blog post to edit')).toBeVisible();
      await shot('1-blog-empty');
      await page.getByRole('button', { name: /Reading Labels/ }).click();
      await page.getByLabel('Excerpt').fill('Edited excerpt for the screenshot.');
      await shot('2-blog-editor');
      await page.getByRole('tab', { name: 'Tips' }).click();
      await page.getByRole('dialog').screenshot({ path: file('3-confirm-dialog') });
      await page.getByRole('dialog').getByRole('button', { name: 'Discard changes' }).click();
      await page.getByRole('button', { name: 'Learn the E numbers', exact: true }).click();
      await shot('4-tip-editor');
      await page.getByRole('tab', { name: 'Page Content' }).click();
      await page.getByRole('button', { name: /About page/ }).click();
      await shot('5-about-editor');
      await expect(page.getByLabel('Mission paragraph 2')).toBeVisible();
    });
  }
});
