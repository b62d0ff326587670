import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES, type SiteSettings } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp } from '../support/console';

/**
 * The console's settings for the figures and links visitors see, saved through the form and
 * read back from the pages the server renders; and the dashboard's campaign chart, which
 * switches between the pledges by year and by day of the campaign period.
 */

/** The settings as they were before a test, put back even when it fails: other specs read them. */
let original: SiteSettings | null = null;
test.afterEach(async ({ page }) => {
  if (original === null) return;
  const answer = await page.request.put('/api/admin/settings', { data: original });
  expect(answer.status()).toBe(200);
  original = null;
});

async function keepOriginal(page: Page): Promise<SiteSettings> {
  const answer = await page.request.get('/api/admin/settings');
  expect(answer.status()).toBe(200);
  original = (await answer.json()) as SiteSettings;
  return original;
}

/** Does what the shell does when the visitor picks a theme. */
async function setTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((next) => {
    document.documentElement.classList.toggle('dark', next === 'dark');
    window.dispatchEvent(new CustomEvent('campaign:theme', { detail: { theme: next } }));
  }, theme);
}

async function saveSettings(page: Page) {
  const form = page.getByRole('form', { name: 'Site settings' });
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/settings') && response.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Settings saved')).toBeVisible();
}

const html = async (page: Page, path: string) => (await page.request.get(path)).text();

for (const theme of ['light', 'dark'] as const) {
  test(`an admin links a profile typed without https://, names the copyright and sets a goal (${theme}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN_ROUTES.settings);
    await setTheme(page, theme);
    await keepOriginal(page);
    const id = stamp();
    const form = page.getByRole('form', { name: 'Site settings' });

    await form.getByLabel('Bluesky').fill(`bsky.app/profile/e2e-${id}.example`);
    await form.getByLabel('Copyright holder').fill(`Friends of ${id}`);
    await form.getByLabel('Pledge goal').fill('5000');
    await expectNoOverflow(page, 'the settings form');
    await saveSettings(page);
    // Stored with its scheme, and the form shows what was stored.
    const profile = `https://bsky.app/profile/e2e-${id}.example`;
    await expect(form.getByLabel('Bluesky')).toHaveValue(profile);

    // The server's render of every page carries the set profile only, and the holder.
    const home = await html(page, PUBLIC_ROUTES.home);
    expect(home).toContain(`href="${profile}"`);
    expect(home).not.toMatch(/<a href="#"[^>]*aria-label="[^"]*Facebook/);
    expect(home).toContain(`Friends of ${id}`);
    expect(await html(page, PUBLIC_ROUTES.contact)).toContain(`href="${profile}"`);
    // The goal shows as the pledge page's progress toward it.
    expect(await html(page, PUBLIC_ROUTES.pledge)).toMatch(
      /role="progressbar"[^>]*aria-valuemax="5000"/,
    );
  });
}

test('turning social links off takes them off every page @phone', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN_ROUTES.settings);
  await keepOriginal(page);
  const id = stamp();
  const profile = `https://www.youtube.com/@e2e-${id}`;
  const form = page.getByRole('form', { name: 'Site settings' });
  await form.getByLabel('YouTube').fill(profile);
  await saveSettings(page);
  expect(await html(page, PUBLIC_ROUTES.contact)).toContain(`href="${profile}"`);

  await form.getByRole('switch', { name: 'Show social links' }).click();
  await saveSettings(page);
  for (const path of [PUBLIC_ROUTES.home, PUBLIC_ROUTES.contact])
    expect(await html(page, path), path).not.toContain(`href="${profile}"`);
});

for (const theme of ['light', 'dark'] as const) {
  test(`the dashboard charts the campaign's pledges by year or by day of its period (${theme}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN_ROUTES.settings);
    const settings = await keepOriginal(page);
    const period = await page.request.put('/api/admin/settings', {
      data: { ...settings, campaignStart: '2026-10-01', campaignEnd: '2026-10-10' },
    });
    expect(period.status()).toBe(200);

    await page.goto(ADMIN_ROUTES.dashboard);
    await setTheme(page, theme);
    const years = page.getByRole('figure', { name: /Pledges (by|per) year/ });
    const days = page.getByRole('figure', { name: 'Pledges per day of the campaign' });
    await expect(years.or(days)).toBeVisible();

    await page.getByText('By day', { exact: true }).click();
    await expect(days).toBeVisible();
    // Every day of the period the settings give, and only those.
    await expect(days).toContainText('10 days from Oct 1 to Oct 10');
    await expect(years).toHaveCount(0);

    await page.getByText('By year', { exact: true }).click();
    await expect(years).toBeVisible();
    await expect(days).toHaveCount(0);
    await expectNoOverflow(page, 'the dashboard');
  });
}
