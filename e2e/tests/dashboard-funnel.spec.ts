import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp, violations } from '../support/console';

/**
 * "What works" end to end: someone lands on the pledge page from a tagged link and pledges; the
 * dashboard's funnel counts them and names the source in its top sources, with the visit and
 * the pledge. On a phone the section fits the screen.
 */

// A browser's user agent: the visitor counter leaves robots (headless Chrome among them) out.
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';

test('a pledge through a tagged link shows in the funnel and the top sources', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const source = `e2e-${stamp()}`;
  const visitor = await browser.newContext({ userAgent: BROWSER });
  try {
    const tab = await visitor.newPage();
    await tab.goto(`/pledge?utm_source=${source}&utm_campaign=funnel`);
    const form = tab.getByRole('form', { name: 'Join the Movement' });
    await form.getByLabel('Full Name').fill('Funnel Tester');
    await form.getByLabel('Email Address').fill(`${source}@example.org`);
    await form.getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(
      tab.getByRole('heading', { level: 1, name: 'Welcome to the Movement!' }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }

  await signIn(page, ADMIN_ROUTES.dashboard);
  const works = page.getByRole('region', { name: 'What works', exact: true });
  await works.getByText('7 days', { exact: true }).click();
  const funnel = works.getByRole('list', { name: 'Funnel' });
  await expect(funnel.getByRole('listitem').filter({ hasText: 'Pledged' })).toContainText(
    /of pledge page views/,
  );
  const sources = works.getByRole('region', { name: 'Top sources table' });
  // Its pledge, its one landing visit, and so 100 %.
  await expect(sources.getByRole('row').filter({ hasText: source })).toHaveText(
    new RegExp(`^${source}11100%$`),
  );
  expect(await violations(page, '#what-works')).toEqual([]);
});

test('the What works section fits a phone @phone', async ({ page }) => {
  await signIn(page, ADMIN_ROUTES.dashboard);
  const works = page.getByRole('region', { name: 'What works', exact: true });
  await expect(works.getByRole('list', { name: 'Funnel' })).toBeVisible();
  await works.scrollIntoViewIfNeeded();
  await expectNoOverflow(page, 'The dashboard with its What works section');
});
