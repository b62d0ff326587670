import { expect, test } from '@playwright/test';
import { isChartChunk, openIn, recordScripts, resolvePath, VISITOR_ROUTES } from './public-helpers';

/**
 * The bundle budget: visitor routes never load antd or anything of the admin console, and the
 * AntV chart code (the "impact-chart" chunks) loads only on /impact.
 */

for (const route of VISITOR_ROUTES) {
  test(`${route.path} loads no antd, no admin console${route.path === '/impact' ? '' : ' and no chart code'}`, async ({
    page,
    request,
  }) => {
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
    const chart = scripts.filter(isChartChunk);
    if (route.path === '/impact') {
      expect(chart.some((p) => p.includes('impact-chart-vendors'))).toBe(true);
      await expect(page.getByTestId('pledge-chart').locator('canvas')).toBeVisible();
    } else {
      expect(chart).toEqual([]);
    }
  });
}

test('the chart code arrives only when a visitor navigates to /impact', async ({ page }) => {
  const scripts = recordScripts(page);
  await openIn(page, '/');
  await page.waitForLoadState('networkidle');
  expect(scripts.filter(isChartChunk)).toEqual([]);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Impact' })
    .click();
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Our Impact');
  await expect(page.getByTestId('pledge-chart').locator('canvas')).toBeVisible();
  expect(scripts.filter(isChartChunk).length).toBeGreaterThan(0);
});
