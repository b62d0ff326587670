import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { E2E_ADMIN } from '../support/server';
import { expectNoOverflow, signIn, stamp, violations, where } from '../support/console';

/**
 * The console's Outbox in real Chromium, against the real API. The e2e server runs without
 * SMTP_URL (the embedded default), so every email the site writes waits in the outbox and the
 * area says so; a pledge made here is found there, opened, and its HTML shown in a sandboxed
 * frame. Desktop and phone (@phone), light and dark, each axe-clean.
 */

const NOT_SET_UP =
  'Email is not set up: these emails are kept here and will be sent once SMTP_URL is set';

for (const theme of ['light', 'dark'] as const) {
  test(`the outbox keeps a pledge's welcome while email is not set up, and shows it safely (${theme}) @phone`, async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(60_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const id = stamp();
    const email = `outbox-${id}@example.org`;
    const pledged = await page.request.post('/api/pledges', {
      data: { name: `Olive ${id}`, email },
    });
    expect(pledged.status()).toBe(201);

    await signIn(page, ADMIN_ROUTES.outbox);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
    await expect(main.getByText(NOT_SET_UP)).toBeVisible();

    const row = main.locator('tbody tr.ant-table-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Pledge welcome');
    await expect(row).toContainText('Queued');
    await expect(row).toContainText('Welcome to Nitrate-Free November: your first steps');
    expect(await violations(page), `outbox list (${theme})`).toEqual([]);
    await expectNoOverflow(page, 'the outbox list');
    const width = isMobile ? 375 : 1280;
    await page.screenshot({
      path: testInfo.outputPath(`${width}-${theme}-outbox.png`),
      fullPage: true,
    });

    // The filters live in the address.
    await main.getByRole('combobox', { name: 'Filter by kind' }).click();
    await page.getByTitle('Pledge welcome').click();
    await expect.poll(() => where(page)).toBe(`${ADMIN_ROUTES.outbox}?kind=pledge-welcome`);
    await main.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByTitle('Queued').click();
    await expect
      .poll(() => where(page))
      .toBe(`${ADMIN_ROUTES.outbox}?kind=pledge-welcome&status=queued`);
    await expect(row).toHaveCount(1);

    // One email: its facts, its HTML in a frame that runs nothing, its text.
    await row.getByRole('button', { name: /your first steps/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Email' });
    await expect(drawer).toBeVisible();
    await expect(drawer).toContainText(email);
    const frame = drawer.locator('iframe');
    await expect(frame).toHaveAttribute('sandbox', '');
    await expect(
      drawer
        .frameLocator('iframe')
        .getByRole('heading', { name: `Welcome to the movement, Olive ${id}!` }),
    ).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Retry' })).toHaveCount(0);
    expect(await violations(page), `one email (${theme})`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${width}-${theme}-outbox-email.png`) });

    await drawer.getByRole('tab', { name: 'Plain text' }).click();
    await expect(drawer.locator('pre')).toContainText(`Welcome to the movement, Olive ${id}!`);
    await expect(drawer.locator('pre')).toContainText('/tips');

    // Closing it goes back to the filtered list; a reload reopens exactly this.
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect
      .poll(() => where(page))
      .toBe(`${ADMIN_ROUTES.outbox}?kind=pledge-welcome&status=queued`);
  });
}

test('messages keep the mailto: reply while email is not set up @phone', async ({ page }) => {
  const id = stamp();
  const sent = await page.request.post('/api/contact', {
    data: {
      name: `Milo ${id}`,
      email: `milo-${id}@example.org`,
      message: 'Hello, do you have posters?',
    },
  });
  expect(sent.status()).toBe(201);
  await signIn(page, `${ADMIN_ROUTES.outbox}?kind=contact-notification`);
  // The notification to the team (ADMIN_EMAIL, as no NOTIFY_EMAIL is set) waits too.
  const row = page
    .getByRole('main')
    .locator('tbody tr.ant-table-row')
    .filter({ hasText: `New message from Milo ${id}` });
  await expect(row).toContainText(E2E_ADMIN.email);
  await page.goto(`${ADMIN_ROUTES.messages}?status=all`);
  await page
    .getByRole('list', { name: 'Messages' })
    .getByRole('button', { name: new RegExp(`^Milo ${id}`) })
    .click();
  const article = page.getByRole('article', { name: `Milo ${id}` }).filter({ visible: true });
  await expect(article.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    /^mailto:milo-/,
  );
  await expect(article.getByLabel('Subject')).toHaveCount(0);
});
