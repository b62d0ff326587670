import { readFile } from 'node:fs/promises';
import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { signIn, stamp } from '../support/console';

/**
 * Where a pledge came from, carried from the landing address to the pledge form without cookies
 * or browser storage: in memory with JavaScript, in the pages' own links and hidden fields
 * without it. Then an organiser sees it in the pledges list and in the CSV export.
 */

const LANDING = '/?utm_source=radio&utm_campaign=nov';
const REFERRER = 'https://news.example.org/story?id=7';

/** No cookie and nothing in either storage on a visitor page. */
async function expectNothingKept(context: BrowserContext, page: Page, scripts: boolean) {
  expect(await context.cookies()).toEqual([]);
  const state = await context.storageState();
  expect(state.origins.flatMap((origin) => origin.localStorage)).toEqual([]);
  if (scripts) {
    expect(await page.evaluate(() => [localStorage.length, sessionStorage.length])).toEqual([0, 0]);
  }
}

/** Lands from another site with campaign tags, follows the page's own link to /pledge, pledges. */
async function pledgeFromTheRadio(page: Page, context: BrowserContext, scripts: boolean) {
  const id = stamp();
  const email = `radio-${scripts ? 'js' : 'plain'}-${id}@example.org`;
  await page.goto(LANDING, { referer: REFERRER });
  const pledgeLink = page.getByRole('main').locator('a[href^="/pledge"]').first();
  await expect(pledgeLink).toHaveAttribute(
    'href',
    '/pledge?utm_source=radio&utm_campaign=nov&referrer=news.example.org',
  );
  await expectNothingKept(context, page, scripts);
  await pledgeLink.click();
  await expect(page).toHaveURL(/\/pledge\?utm_source=radio&utm_campaign=nov/);

  const form = page.getByRole('form', { name: 'Join the Movement' });
  await expect(form.locator('input[type="hidden"][name="utm_source"]')).toHaveValue('radio');
  await expect(form.locator('input[type="hidden"][name="referrer"]')).toHaveValue(
    'news.example.org',
  );
  await form.getByLabel('Full Name').fill(`Radio Listener ${id}`);
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Take the Pledge' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Movement!' }),
  ).toBeVisible();
  await expectNothingKept(context, page, scripts);
  return email;
}

/** An organiser finds the pledge's source in the list and in the CSV export. */
async function organiserSeesSource(browser: Browser, email: string) {
  const context = await browser.newContext({ javaScriptEnabled: true, acceptDownloads: true });
  const page = await context.newPage();
  try {
    await signIn(page, ADMIN_ROUTES.pledges);
    await page.getByRole('searchbox', { name: 'Filter by source' }).fill('radio');
    await page.getByRole('searchbox', { name: 'Filter by campaign' }).fill('nov');
    await expect(page).toHaveURL(/[?&]source=radio/);
    await expect(page).toHaveURL(/[?&]campaign=nov/);
    const row = page.getByRole('row').filter({ hasText: email });
    await expect(row).toContainText('radio');
    await expect(row).toContainText('campaign: nov');
    await expect(row).toContainText('via news.example.org');

    const exportLink = page.getByRole('link', { name: 'Export CSV' });
    await expect(exportLink).toHaveAttribute(
      'href',
      '/api/admin/pledges.csv?source=radio&campaign=nov',
    );
    const download = page.waitForEvent('download');
    await exportLink.click();
    const csv = await readFile((await (await download).path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toBe(
      '\uFEFFName,Email,Pledged at,Source,Medium,Campaign,Referring site,Share code',
    );
    const line = csv.split('\r\n').find((record) => record.includes(email));
    expect(line).toMatch(new RegExp(`,${email},[^,]+,radio,,nov,news\\.example\\.org,$`));
  } finally {
    await context.close();
  }
}

test.describe('attribution with JavaScript', () => {
  test('a pledge from the radio campaign is credited to it, with nothing kept in the browser', async ({
    page,
    context,
    browser,
  }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const email = await pledgeFromTheRadio(page, context, true);
    expect(errors).toEqual([]);
    await organiserSeesSource(browser, email);
  });
});

test.describe('attribution without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a pledge from the radio campaign is credited to it, with nothing kept in the browser', async ({
    page,
    context,
    browser,
  }) => {
    const email = await pledgeFromTheRadio(page, context, false);
    await organiserSeesSource(browser, email);
  });
});
