import { expect, test, type Page, type Response } from '@playwright/test';
import { E2E_ADMIN } from '../support/server';

/**
 * What the built, served site sends for its JavaScript and CSS: no source maps (no
 * sourceMappingURL comment, no SourceMap header, `<file>.map` is a 404) and, for a browser
 * that accepts brotli, the precompressed `.br` files with `Vary: Accept-Encoding`.
 */

interface Asset {
  url: string;
  path: string;
  type: 'script' | 'stylesheet';
  response: Response;
}

/** Every script and stylesheet of this site the page loads from now on (first response each). */
function recordAssets(page: Page, baseURL: string): Map<string, Asset> {
  const assets = new Map<string, Asset>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const url = new URL(response.url());
    if (url.origin !== new URL(baseURL).origin || assets.has(url.href)) return;
    assets.set(url.href, { url: url.href, path: url.pathname, type, response });
  });
  return assets;
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Signs in through the real sign-in page and waits for the whole console to render. */
async function openAdmin(page: Page) {
  await page.goto('/admin');
  await page.waitForURL((url) => url.pathname === '/api/login');
  await page.getByLabel('Email').fill(E2E_ADMIN.email);
  await page.getByLabel('Password').fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname === '/admin');
  await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const PAGES = [
  { name: 'the home page', open: openHome, remote: '/remotes/public-site/' },
  { name: '/admin', open: openAdmin, remote: '/remotes/admin-console/' },
];

for (const { name, open, remote } of PAGES) {
  test(`${name} loads no source maps and links none`, async ({ page, request, baseURL }) => {
    const assets = recordAssets(page, baseURL!);
    await open(page);
    const list = [...assets.values()];
    // The shell's and the remote's files, scripts and styles alike, were all seen.
    expect(list.filter((a) => a.type === 'script').length).toBeGreaterThan(5);
    expect(list.some((a) => a.type === 'stylesheet')).toBe(true);
    expect(list.some((a) => a.path.startsWith('/static/'))).toBe(true);
    expect(list.some((a) => a.path.startsWith(remote))).toBe(true);

    for (const asset of list) {
      const headers = await asset.response.allHeaders();
      expect(headers['sourcemap'], asset.path).toBeUndefined();
      expect(headers['x-sourcemap'], asset.path).toBeUndefined();
      // Fetched again (decompressed) to read the whole text, as a visitor's tools would.
      const body = await (await request.get(asset.url)).text();
      expect(body.length, asset.path).toBeGreaterThan(0);
      expect(body.includes('sourceMappingURL'), `${asset.path} mentions sourceMappingURL`).toBe(
        false,
      );
      const mapUrl = new URL(asset.url);
      mapUrl.pathname += '.map';
      mapUrl.search = '';
      const map = await request.get(mapUrl.href);
      expect(map.status(), `${asset.path}.map`).toBe(404);
      expect(await map.text(), `${asset.path}.map`).not.toContain('"mappings"');
    }
  });
}

test('the home page’s JavaScript and CSS arrive brotli-compressed, with Vary', async ({
  page,
  baseURL,
}) => {
  const assets = recordAssets(page, baseURL!);
  await openHome(page);
  let compressed = 0;
  for (const asset of assets.values()) {
    const headers = await asset.response.allHeaders();
    expect(headers['vary'] ?? '', asset.path).toMatch(/accept-encoding/i);
    expect(headers['content-type'], asset.path).toMatch(
      asset.type === 'script' ? /^text\/javascript\b/ : /^text\/css\b/,
    );
    if (headers['content-encoding'] === 'br') {
      compressed += 1;
    } else {
      // Only files too small to be worth it are precompressed not at all.
      expect(headers['content-encoding'], asset.path).toBeUndefined();
      expect((await asset.response.body()).length, asset.path).toBeLessThan(1024);
    }
  }
  expect(compressed).toBeGreaterThan(5);
});

test('the home page’s bundles ask Chromium to compile them while they download', async ({
  page,
  request,
  baseURL,
}) => {
  const assets = recordAssets(page, baseURL!);
  await openHome(page);
  // Every script but the few lines that run before the page paints (the theme, early input),
  // which are not bundles.
  const bundles = [...assets.values()].filter(
    (asset) =>
      asset.type === 'script' && !['/theme-init.js', '/early-input.js'].includes(asset.path),
  );
  expect(bundles.length).toBeGreaterThan(5);
  for (const bundle of bundles) {
    const body = await (await request.get(bundle.url)).text();
    expect(body.startsWith('//# allFunctionsCalledOnLoad\n'), bundle.path).toBe(true);
  }
});

test('every page has its icon: /favicon.ico is served, and the sign-in page fetches nothing missing', async ({
  page,
  request,
}) => {
  const icon = await request.get('/favicon.ico');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toMatch(/^image\//);
  // An ICO file: reserved 0, type 1 (icon).
  expect([...(await icon.body()).subarray(0, 4)]).toEqual([0, 0, 1, 0]);

  const missing: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) missing.push(`${response.status()} ${response.url()}`);
  });
  await page.goto('/api/login');
  await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(missing).toEqual([]);
  expect(
    await page
      .locator('link[rel="icon"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
  ).toEqual(['/favicon.ico', '/favicon.svg']);
});
