import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp, violations } from '../support/console';

/**
 * Visitor figures end to end: pages opened in a browser (rendered by the server, then hydrated)
 * are counted by the server, and the dashboard's Visitors section shows them, its tags and
 * lists readable on a phone. A robot's visit to the same address is not counted.
 */

const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

test('the dashboard shows the visits a browser made, not a robot’s @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const campaign = `e2e-${stamp()}`;
  const robotCampaign = `robot-${stamp()}`;
  const visitor = await browser.newContext({ userAgent: BROWSER });
  try {
    const tab = await visitor.newPage();
    await tab.goto(`/about?utm_source=e2e&utm_campaign=${campaign}`);
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
    // A click within the site: a view, but no second landing.
    await tab.goto('/values', { referer: tab.url() });
    await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await visitor.close();
  }
  const robot = await page.request.get(`/about?utm_campaign=${robotCampaign}`, {
    headers: { 'User-Agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' },
  });
  expect(robot.status()).toBe(200);

  await signIn(page, ADMIN_ROUTES.dashboard);
  const visitors = page.getByRole('region', { name: 'Visitors', exact: true });
  await expect(visitors).toBeVisible();
  const tags = visitors.getByRole('region', { name: 'Campaign tags' });
  await expect(tags.getByText(`campaign: ${campaign}`)).toBeVisible();
  await expect(tags).not.toContainText(robotCampaign);
  // Other specs visit pages too, so the top lists are checked for this visit's own tags only.
  await expect(visitors.getByRole('region', { name: 'Landing pages' })).toBeVisible();
  await expect(visitors.getByRole('table')).toContainText('Views');
  await visitors.getByText('7 days', { exact: true }).click();
  // A header row and one row a day.
  await expect(visitors.getByRole('table').getByRole('row')).toHaveCount(8);
  await expect(tags.getByText(`campaign: ${campaign}`)).toBeVisible();
  await expectNoOverflow(page, 'The dashboard with its Visitors section');
  expect(await violations(page, '#visitors')).toEqual([]);
});
