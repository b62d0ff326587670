import { expect, test } from '@playwright/test';
import { openIn, recordScripts, resolvePath, VISITOR_ROUTES } from './public-helpers';

/**
 * The bundle budget: visitor routes never load antd or anything of the admin console, and the
 * Impact chart is the page's own SVG, not a chart library fetched on the side.
 */

/** Uncompressed bytes of script a client-side visit to /impact may fetch after the home page. */
const IMPACT_SCRIPT_BUDGET = 100 * 1024;

for (const route of VISITOR_ROUTES) {
  test(`${route.path} loads no antd and no admin console`, async ({ page, request }) => {
    const scripts = recordScripts(page);
    const path = await resolvePath(request, route.path);
    await openIn(page, path);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toHaveText(
      route.heading,
    );
    await page.waitForLoadState('networkidle');

    expect(scripts.some((p) => p.startsWith('/remotes/public-site/'))).toBe(true);
    expect(scripts.filter((p) => p.startsWith('/remotes/admin-console/'))).toEqual([]);
    expect(scripts.filter((p) => /antd/i.test(p))).toEqual([]);
  });
}

test('navigating to /impact draws the SVG chart with a few KiB of script', async ({ page }) => {
  // From /about, whose client-side visit has already loaded what every page with page content
  // needs to check its texts (the contracts, loaded on first use): what the click then fetches
  // is the impact page itself, chart included.
  await openIn(page, '/');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Our Mission');
  await page.waitForLoadState('networkidle');
  const bytes: Promise<number>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    bytes.push(
      response
        .body()
        .then((body) => body.length)
        .catch(() => 0),
    );
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Impact' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Our Impact');
  const chart = page.getByTestId('pledge-chart');
  await expect(chart.getByRole('img', { name: /^Pledge Growth Over Time/ })).toBeVisible();
  await expect(chart.locator('canvas')).toHaveCount(0);
  await page.waitForLoadState('networkidle');
  // The page's own chunks; the chart library the SVG replaced weighed 1.4 MB on its own.
  expect(bytes.length).toBeGreaterThan(0); // the page's chunk arrived after the click
  const total = (await Promise.all(bytes)).reduce((sum, n) => sum + n, 0);
  expect(total).toBeLessThan(IMPACT_SCRIPT_BUDGET);
});

/** Cumulative Layout Shift a page may have while it loads (Lighthouse's "good" is 0.1). */
const CLS_BUDGET = 0.05;

for (const route of VISITOR_ROUTES) {
  test(`${route.path} does not shift its layout while loading @phone`, async ({
    page,
    request,
  }) => {
    // Recorded from the first paint, before any script of the page runs.
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { __shifts: number[] }).__shifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await openIn(page, await resolvePath(request, route.path));
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    const shift = await page.evaluate(() =>
      (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
    );
    expect(shift).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
