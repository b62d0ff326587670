import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { nextFrames } from '../support/animations';

/** Every visitor route with the h1 that proves its page rendered. */
export const VISITOR_ROUTES: { path: string; heading: string | RegExp }[] = [
  { path: '/', heading: /Go Nitrate-Free/ },
  { path: '/about', heading: 'Our Mission' },
  { path: '/values', heading: 'Our Values' },
  { path: '/impact', heading: 'Our Impact' },
  { path: '/blog', heading: 'Research & Insights' },
  { path: '/blog/{slug}', heading: /./ },
  { path: '/tips', heading: 'Tips & Tricks' },
  { path: '/contact', heading: 'Contact Us' },
  { path: '/pledge', heading: 'Take the Pledge' },
  { path: '/privacy', heading: 'Privacy Policy' },
  { path: '/terms', heading: 'Terms of Service' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

export type Theme = 'light' | 'dark';

/** The slug of the newest seeded article (from the API, as the blog list shows it). */
export async function firstSlug(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/blog');
  expect(response.ok()).toBe(true);
  const posts = (await response.json()) as { slug: string; title: string }[];
  expect(posts.length).toBeGreaterThan(0);
  return posts[0]!.slug;
}

export async function resolvePath(request: APIRequestContext, path: string): Promise<string> {
  return path.includes('{slug}') ? path.replace('{slug}', await firstSlug(request)) : path;
}

/** Opens `path` in `theme` (the shell reads localStorage "theme" before it paints). */
export async function openIn(page: Page, path: string, theme: Theme = 'light') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  // The page arrives rendered by the server and is visible before its scripts have run; wait
  // for them (and the hydration they start) before a test types into a form or clicks.
  await page.waitForLoadState('networkidle');
}

/** Scrolls to the bottom in steps so everything revealed on scroll has been seen. */
export async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y <= height; y += 400) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await nextFrames(page);
  }
}

/** Pixels the page is wider than the viewport (0 means no horizontal scrolling). */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Paths of the JavaScript files the page has requested. */
export function recordScripts(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Every console warning or error and uncaught error while `page` is open. */
export function recordProblems(page: Page, { documentStatus = 404 } = {}): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // A page's own document may answer with an error status (the 404 page, a form sent back
    // with 400), which the browser reports as a failed resource.
    if (message.text().includes(`status of ${documentStatus}`)) return;
    problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}
