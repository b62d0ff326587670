import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@campaign/shared';
import { signIn, stamp, violations } from '../support/console';

/**
 * The newsletter's double opt-in as a new subscriber and an organiser live it, in Chromium
 * against the real API: sign up in the footer, find the confirmation email in the console's
 * Outbox (the e2e server runs without SMTP_URL, so every email waits there), follow its link,
 * press the button, and see the subscriber confirmed in the console.
 */

for (const theme of ['light', 'dark'] as const) {
  test(`a sign-up is pending until confirmed from the emailed link (${theme}) @phone`, async ({
    page,
    isMobile,
  }, testInfo) => {
    test.setTimeout(90_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    const email = `optin-${stamp()}@example.org`;

    await page.goto(PUBLIC_ROUTES.about);
    // The page shows before its scripts run; a click before hydration would send the footer
    // form as a plain post (its own test covers that path) and show no toast.
    await page.waitForLoadState('networkidle');
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill(email);
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByRole('group', { name: 'Success!' })).toContainText(
      "You've been subscribed to our newsletter. Check your inbox to confirm.",
    );

    // Pending in the console until the owner confirms.
    const subscribers = `${ADMIN_ROUTES.subscribers}?q=${encodeURIComponent(email)}`;
    await signIn(page, subscribers);
    const subscriberRow = page.getByRole('main').locator('tbody tr.ant-table-row');
    await expect(subscriberRow).toHaveCount(1);
    await expect(subscriberRow).toContainText('Pending');

    // The confirmation email, as the Outbox keeps it.
    await page.goto(`${ADMIN_ROUTES.outbox}?kind=subscription-confirm`);
    const emailRow = page
      .getByRole('main')
      .locator('tbody tr.ant-table-row')
      .filter({ hasText: email });
    await expect(emailRow).toHaveCount(1);
    await emailRow.getByRole('button', { name: /Confirm your subscription/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Email' });
    await drawer.getByRole('tab', { name: 'Plain text' }).click();
    const text = (await drawer.locator('pre').textContent()) ?? '';
    const link = /https?:\/\/\S+(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];
    expect(link, 'the email has a confirmation link').toBeTruthy();

    // Opening the link confirms nothing by itself: the page asks.
    await page.goto(link!);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Confirm your subscription');
    await expect(page.getByRole('main')).toContainText(email);
    expect(await violations(page), `confirm page (${theme})`).toEqual([]);
    const width = isMobile ? 375 : 1280;
    await page.screenshot({ path: testInfo.outputPath(`${width}-${theme}-confirm.png`) });
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
    expect(await violations(page), `confirmed page (${theme})`).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`${width}-${theme}-confirmed.png`) });

    await page.goto(subscribers);
    await expect(subscriberRow).toContainText('Confirmed');

    // The link worked once.
    const again = await page.request.get(link!);
    expect(again.status()).toBe(410);
  });
}
