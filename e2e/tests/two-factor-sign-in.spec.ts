import { expect, test, type Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { ADMIN_ROUTES } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp, violations } from '../support/console';

/**
 * Two-factor sign-in end to end: a new editor (the run's admin stays without it, as every other
 * spec signs in with the password alone) sets it up from "Your account", reading the key the
 * page shows as text and computing the app's code from it, signs out, signs in with the password
 * and then a code on the sign-in page's second step, and finds this session in the list.
 */

/** What an authenticator app shows for `secret` at `at` (epoch ms). */
const codeFor = (secret: string, at: number) =>
  new TOTP({
    secret: Secret.fromBase32(secret),
    digits: 6,
    period: 30,
    algorithm: 'SHA1',
  }).generate({ timestamp: at });

/** A new editor with a password, made through the admin API and its one-time link. */
async function newEditor(admin: Page, page: Page) {
  const id = stamp();
  const email = `two-factor-${id}@example.org`;
  const password = `two factor passphrase ${id}`;
  const added = await admin.request.post('/api/admin/users', {
    data: { email, firstName: 'Tess', lastName: 'Two', role: 'editor' },
  });
  expect(added.status()).toBe(201);
  const { passwordLink } = (await added.json()) as { passwordLink: { url: string } };
  await page.goto(passwordLink.url);
  for (const field of await page.locator('input[type="password"]').all())
    await field.fill(password);
  await page.locator('form button[type="submit"], form button:not([type])').first().click();
  await page.waitForURL((url) => url.pathname === '/api/login');
  return { email, password };
}

for (const theme of ['light', 'dark'] as const) {
  test(`sets up two-factor sign-in, then signs in with password and code, ${theme} @phone`, async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    // Two browsers, a password set and two sign-ins: more than the default on a busy machine.
    test.setTimeout(120_000);
    if (!isMobile) await page.setViewportSize({ width: 1440, height: 900 });
    const width = isMobile ? 375 : 1440;
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-${theme}-${name}.png`),
        fullPage: true,
      });
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    await signIn(admin, ADMIN_ROUTES.users);
    const account = await newEditor(admin, page);
    await adminContext.close();

    await signIn(page, ADMIN_ROUTES.account, account);
    await page.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
    const section = page.getByRole('region', { name: 'Two-factor sign-in' });
    await expect(
      section.getByRole('img', { name: 'QR code holding your two-factor key' }),
    ).toBeVisible();
    const secret = (await section.getByTestId('two-factor-secret').innerText()).replace(/\s/g, '');
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await violations(page)).toEqual([]);
    await expectNoOverflow(page, `two-factor set-up (${theme}, ${width} px)`);
    await shot('two-factor-setup');

    const confirmedAt = Date.now();
    await section
      .getByRole('textbox', { name: 'Enter the 6-digit code the app shows' })
      .fill(codeFor(secret, confirmedAt));
    await section.getByRole('button', { name: 'Confirm and switch on' }).click();
    const codes = section.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem');
    await expect(codes).toHaveCount(10);
    await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(await violations(page)).toEqual([]);
    await shot('recovery-codes');
    await section.getByRole('button', { name: 'I have saved them' }).click();
    await expect(section.getByText('Two-factor sign-in is on')).toBeVisible();
    await expect(section).toContainText('10 of 10 recovery codes left.');

    // Sign out, then in again: the password alone no longer opens the console.
    await page.goto('/api/logout');
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.goto(ADMIN_ROUTES.account);
    await page.waitForURL((url) => url.pathname === '/api/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Enter your code' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
    await expectNoOverflow(page, `the code step (${theme}, ${width} px)`);
    await shot('sign-in-code');
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);

    // The confirming code's time step is spent: the next one is what the app shows next.
    await page
      .getByLabel('Code from your authenticator app')
      .fill(codeFor(secret, confirmedAt + 30_000));
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.pathname === ADMIN_ROUTES.account);
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'Your account' }),
    ).toBeVisible();

    const sessions = page.getByRole('list', { name: 'Your sessions' }).getByRole('listitem');
    await expect(sessions).toHaveCount(1);
    await expect(sessions.first()).toContainText('This session');
    await expect(page.getByRole('button', { name: 'Sign out everywhere else' })).toBeDisabled();
    await page.waitForLoadState('networkidle');
    expect(await violations(page)).toEqual([]);
    await expectNoOverflow(page, `your account (${theme}, ${width} px)`);
    await shot('your-account');
  });
}
