import { expect, test, type Page } from '@playwright/test';

/**
 * Failure isolation: with each remote unreachable in turn, its area shows the
 * shell's failure view while the header, footer, theme toggle and the other remote keep working,
 * and "Try again" recovers once the remote can be reached again.
 */

const FAILURE = "This part of the site couldn't load.";
const USER = { id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' };

/** Signs the admin console in with stubs, so it renders without the auth API. */
async function stubAdminApi(page: Page) {
  await page.route('**/api/auth/user', (route) => route.fulfill({ json: USER }));
  await page.route('**/api/admin/**', (route) => route.fulfill({ json: [] }));
}

/** Client-side navigation, as a link would do it: the shell and its state stay in place. */
async function navigateInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function expectChromeWorks(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Nitrate-Free November' })).toBeVisible();
  const toggle = header.getByRole('button', { name: /Switch to (dark|light) theme/ });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await toggle.click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    !wasDark,
  );
  await toggle.click();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('navigation', { name: 'Quick Links' })).toBeVisible();
  await expect(footer).toContainText('All rights reserved.');
  // The newsletter form still validates: the shell's own code is alive.
  await footer.getByLabel('Email address').fill('nope');
  await footer.getByRole('button', { name: 'Subscribe' }).click();
  await expect(footer.getByText('Invalid email address')).toBeVisible();
  await footer.getByLabel('Email address').fill('');
}

/** On /admin the shell's chrome is the console header: brand, theme toggle and Logout. */
async function expectConsoleChromeWorks(page: Page) {
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Nitrate-Free November' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/api/logout');
  const toggle = header.getByRole('button', { name: /Switch to (dark|light) theme/ });
  const wasDark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
  await toggle.click();
  expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
    !wasDark,
  );
  await toggle.click();
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
}

test.describe('a remote that cannot be reached', () => {
  test('public_site down: failure view with the chrome and the admin console still working @phone', async ({
    page,
  }) => {
    await stubAdminApi(page);
    await page.route('**/remotes/public-site/**', (route) => route.abort());

    // Visitor pages arrive rendered by the server; the browser needs the remote when the
    // visitor moves on from a page it rendered itself, as here from the console.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    await navigateInApp(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILURE);
    await expect(main.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expectChromeWorks(page);

    // A try while the remote is still down fails again, calmly.
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('alert')).toContainText(FAILURE);

    // The other remote works in the same page.
    await navigateInApp(page, '/admin');
    await expect(main.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    await expect(main.getByText(FAILURE)).toHaveCount(0);

    // Back on a visitor route it is still down; once reachable, "Try again" brings it back.
    await navigateInApp(page, '/');
    await expect(main.getByRole('alert')).toContainText(FAILURE);
    await page.unroute('**/remotes/public-site/**');
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(main.getByText(FAILURE)).toHaveCount(0);
    await expect(main.getByRole('link', { name: 'Take the Pledge' }).first()).toBeVisible();
  });

  test('admin_console down: failure view with the chrome and the public site still working @phone', async ({
    page,
  }) => {
    await stubAdminApi(page);
    await page.route('**/remotes/admin-console/**', (route) => route.abort());

    await page.goto('/admin');
    const main = page.getByRole('main');
    await expect(main.getByRole('alert')).toContainText(FAILURE);
    await expectConsoleChromeWorks(page);

    // The public site works in the same page, reached through the shell's own links.
    await page.getByRole('banner').getByRole('link', { name: 'Nitrate-Free November' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectChromeWorks(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(main.getByText(FAILURE)).toHaveCount(0);

    await navigateInApp(page, '/admin');
    await expect(main.getByRole('alert')).toContainText(FAILURE);
    await page.unroute('**/remotes/admin-console/**');
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    await expect(main.getByText(FAILURE)).toHaveCount(0);
  });

  test('shows a light placeholder while a slow remote loads', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await stubAdminApi(page);
    await page.route('**/remotes/public-site/mf-manifest.json', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: 'Content Management' })).toBeVisible();
    await navigateInApp(page, '/');
    const loading = page.getByRole('main').getByRole('status');
    await expect(loading).toContainText('Loading');
    await expect(page.getByRole('banner')).toBeVisible();
    release();
    await expect(loading).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  });
});

test('a server-rendered page stays readable and navigable when its remote cannot load @phone', async ({
  page,
}) => {
  await page.route('**/remotes/public-site/**', (route) => route.abort());
  await page.goto('/about');
  await page.waitForLoadState('networkidle');
  // Not replaced by the failure view: the page the server sent is still there.
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Mission');
  await expect(main.getByText(FAILURE)).toHaveCount(0);
  // Its links are plain links: the next page comes from the server, rendered again.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Values', exact: true }).click();
  await expect(page).toHaveURL(/\/values$/);
  await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Values');
});
