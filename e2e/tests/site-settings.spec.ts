import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES, type SiteSettings } from '@campaign/shared';
import { signIn } from '../support/console';

/**
 * An admin changes the contact phone in the console's Settings, and the contact page shows it:
 * in the HTML the server renders and after the page has hydrated.
 */

/** The settings as they were before the test, put back even when it fails: other specs read them. */
let original: SiteSettings | null = null;
test.afterEach(async ({ page }) => {
  if (original === null) return;
  const answer = await page.request.put('/api/admin/settings', { data: original });
  expect(answer.status()).toBe(200);
  original = null;
});

test('an admin sets the contact phone, and the contact page shows it', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, ADMIN_ROUTES.settings);
  const before = await page.request.get('/api/admin/settings');
  expect(before.status()).toBe(200);
  original = (await before.json()) as SiteSettings;

  const phone = `+1 (555) 010-${String(Date.now() % 10_000).padStart(4, '0')}`;
  const form = page.getByRole('form', { name: 'Site settings' });
  const field = form.getByLabel('Contact phone');
  await expect(field).toHaveValue(original.contactPhone);
  await field.fill(phone);
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/settings') && response.request().method() === 'PUT',
  );
  await form.getByRole('button', { name: 'Save settings' }).click();
  expect((await saved).status()).toBe(200);
  await expect(page.getByText('Settings saved')).toBeVisible();

  // The server's render already carries it (no waiting for scripts)...
  const html = await (await page.request.get(PUBLIC_ROUTES.contact)).text();
  expect(html).toContain(phone);

  // ...and so does the page in the browser, after a reload and hydration.
  await page.goto(PUBLIC_ROUTES.contact);
  await page.reload();
  await page.waitForLoadState('networkidle');
  const link = page.getByRole('main').getByRole('link', { name: phone });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `tel:+1555010${phone.slice(-4)}`);
});
