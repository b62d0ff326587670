import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server';
import { resolvePath, scrollThrough, VISITOR_ROUTES } from './public-helpers';

/**
 * The Content-Security-Policy and the other security headers in a real browser: every
 * route renders with the policy on, and not one CSP violation is reported, whether in the
 * console or as a `securitypolicyviolation` event (the page, the remotes, Ant Design's run-time
 * styles, the sign-in page, toasts and forms included).
 */

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

/** Starts recording violations; call the result to read them for the current document. */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const fromConsole: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) fromConsole.push(message.text());
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
  return async () => [
    ...fromConsole,
    ...(await page.evaluate(() => window.__cspViolations ?? []).catch(() => [])),
  ];
}

const EXPECTED_HEADERS: Record<string, RegExp | string> = {
  'content-security-policy':
    /^default-src 'self';script-src 'self'[^;]*;script-src-attr 'none';style-src 'self' 'unsafe-inline'[^;]*;img-src 'self' data: https:;font-src 'self' data:[^;]*;connect-src 'self'[^;]*;object-src 'none';base-uri 'none';frame-ancestors 'self';form-action 'self'$/,
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'x-frame-options': 'SAMEORIGIN',
};

function expectSecurityHeaders(headers: Record<string, string>, what: string) {
  for (const [name, expected] of Object.entries(EXPECTED_HEADERS)) {
    if (typeof expected === 'string') expect(headers[name], `${name} on ${what}`).toBe(expected);
    else expect(headers[name], `${name} on ${what}`).toMatch(expected);
  }
  // HSTS only in production; the e2e server runs with NODE_ENV=test over http.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

test.describe('security headers and CSP', () => {
  for (const route of VISITOR_ROUTES) {
    test(`${route.path} renders under the CSP without a violation`, async ({ page, request }) => {
      const violations = await watchCsp(page);
      const path = await resolvePath(request, route.path);
      const response = await page.goto(path);
      expect(response?.status()).toBe(route.path === '/no-such-page' ? 404 : 200);
      expectSecurityHeaders(response!.headers(), path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(
        route.heading,
      );
      await scrollThrough(page);
      await page.waitForLoadState('networkidle');
      expect(await violations()).toEqual([]);
    });
  }

  test('the dark theme, the forms and their toasts cause no violation', async ({ page }) => {
    const violations = await watchCsp(page);
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    await page.goto('/pledge');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    const unique = Date.now().toString(36);
    const main = page.getByRole('main');
    await main.getByLabel('Full Name').fill('Csp Tester');
    await main.getByLabel('Email Address').fill(`csp-${unique}@example.org`);
    await main.getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(main.getByText(/Thank you for taking the pledge!/)).toBeVisible();
    const newsletter = page.getByRole('form', { name: 'Newsletter' });
    await newsletter.getByLabel('Email address').fill(`csp-news-${unique}@example.org`);
    await newsletter.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText("You've been subscribed to our newsletter.")).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('/admin signed out, the sign-in page and the admin console (Ant Design) cause no violation', async ({
    page,
  }) => {
    // Sign-in, the console and a page editor whose preview loads the home page twice (desktop
    // and phone frames): more than the default on a busy 2-core machine.
    test.setTimeout(60_000);
    const violations = await watchCsp(page);
    const seen: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) seen.push(new URL(frame.url()).pathname);
    });
    const first = await page.goto('/admin');
    expectSecurityHeaders(first!.headers(), '/admin');
    await page.waitForURL((url) => url.pathname === '/api/login');
    await expect(page.getByLabel('Email')).toBeVisible();
    expect(await violations()).toEqual([]);

    await page.getByLabel('Email').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    // An editor of each kind: Ant Design injects its styles as each component first renders.
    await page
      .getByRole('list', { name: /^Blog posts/ })
      .getByRole('button')
      .first()
      .click();
    await expect(page.getByLabel('Title')).toBeVisible();
    await page.getByRole('tab', { name: 'Tips' }).click();
    await page.getByRole('tab', { name: 'Page Content' }).click();
    await page.getByRole('button', { name: /^Homepage/ }).click();
    await expect(page.getByLabel('Hero headline')).toBeVisible();
    // Both preview frames have loaded the page (not "network idle": a page that polls never is).
    for (const width of ['desktop', 'phone']) {
      const frame = page.frameLocator(`iframe[title="Preview of the page at ${width} width"]`);
      await expect(frame.locator('main h1')).toHaveCount(1);
    }
    expect(await violations()).toEqual([]);
    expect(seen).toContain('/api/login');
  });

  test('every kind of response carries the headers', async ({ request }) => {
    const remotes = (await (await request.get('/remotes.json')).json()) as Record<
      string,
      { entry: string }
    >;
    const manifest = remotes.public_site!.entry;
    const stats = (await (await request.get(manifest)).json()) as {
      metaData: { remoteEntry: { name: string; path: string } };
    };
    const entry = new URL(
      `${stats.metaData.remoteEntry.path}${stats.metaData.remoteEntry.name}`,
      new URL(manifest, 'http://x'),
    ).pathname;
    const html = await (await request.get('/')).text();
    const chunk = /<script[^>]+src="(\/static\/js\/[^"]+)"/.exec(html)?.[1];
    expect(chunk).toBeTruthy();
    for (const url of [
      '/',
      '/no-such-page',
      '/theme-init.js',
      chunk!,
      '/remotes.json',
      manifest,
      entry,
      '/remotes/public-site/missing.js',
      '/api/health',
      '/api/stats',
      '/api/nothing-here',
      '/api/login',
    ]) {
      const response = await request.get(url);
      expectSecurityHeaders(response.headers(), `${url} (${response.status()})`);
    }
  });
});
