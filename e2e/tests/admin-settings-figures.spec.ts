import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES, type SiteSettings } from '@campaign/shared';
import { expectNoOverflow, signIn, stamp } from '../support/console';

/**
 * The console's settings for the figures and links visitors see, saved through the form and
 * read back from the pages the server renders; and the dashboard's campaign chart, which
 * opens on the view the impact page shows and switches between by year and by day.
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
  test(`the dashboard charts the campaign by day or by year, opening as the impact page shows it (${theme}) @phone`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN_ROUTES.settings);
    const settings = await keepOriginal(page);
    const daily = await page.request.put('/api/admin/settings', {
      data: { ...settings, chartMode: 'daily', campaignStart: '', campaignEnd: '' },
    });
    expect(daily.status()).toBe(200);

    await page.goto(ADMIN_ROUTES.dashboard);
    await setTheme(page, theme);
    const campaign = page.getByRole('region', { name: 'Campaign' });
    // With no period set, the campaign is November of this year: 30 days.
    const days = campaign.getByRole('figure', { name: 'Pledges per day of the campaign' });
    await expect(days).toBeVisible();
    await expect(days).toContainText(/30 days from Nov 1 to Nov 30/);
    await expect(campaign).toContainText('The impact page charts the pledges by day');

    await campaign.getByText('By year', { exact: true }).click();
    await expect(campaign.getByRole('figure', { name: 'Pledges by year' })).toBeVisible();
    await expect(days).toHaveCount(0);
    await expectNoOverflow(page, 'the dashboard');
  });
}
