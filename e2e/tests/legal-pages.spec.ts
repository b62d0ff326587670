import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES, PRIVACY_DEFAULTS, PUBLIC_ROUTES } from '@campaign/shared';
import { signIn, stamp } from '../support/console';
import { htmlView } from '../support/rich-text';

/**
 * The privacy policy and terms: server-rendered pages with built-in text, reached from every
 * page's footer, whose text an organiser replaces in the console's Page Content tab. What is
 * saved is cleaned of anything that could run, and visitors see it with or without JavaScript.
 */

const heading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const footerLink = (page: Page, name: string) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });

test.describe('the footer reaches both legal pages', () => {
  test('in the browser, without reloading the page @phone', async ({ page }) => {
    await page.goto(PUBLIC_ROUTES.home);
    await page.waitForLoadState('networkidle');
    // A marker a full page load would wipe: the footer's links are the router's.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await footerLink(page, 'Privacy Policy').click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(heading(page)).toHaveText('Privacy Policy');
    await expect(page).toHaveTitle('Privacy Policy | Nitrate-Free November');
    await expect(page.getByText('Last updated November 26, 2026')).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'contact page' }).first(),
    ).toHaveAttribute('href', PUBLIC_ROUTES.contact);

    await footerLink(page, 'Terms of Service').click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(heading(page)).toHaveText('Terms of Service');
    await expect(page).toHaveTitle('Terms of Service | Nitrate-Free November');
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(
      true,
    );
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('as plain links to server-rendered pages', async ({ page }) => {
      await page.goto(PUBLIC_ROUTES.about);
      await footerLink(page, 'Privacy Policy').click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(heading(page)).toHaveText('Privacy Policy');
      await expect(
        page.getByRole('heading', { level: 2, name: 'What we collect and why' }),
      ).toBeVisible();
      await footerLink(page, 'Terms of Service').click();
      await expect(page).toHaveURL(/\/terms$/);
      await expect(heading(page)).toHaveText('Terms of Service');
      await expect(
        page.getByRole('heading', { level: 2, name: 'Not medical advice' }),
      ).toBeVisible();
    });
  });
});

test('an organiser rewrites the privacy policy; visitors read it cleaned, with or without JavaScript', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const mark = stamp();
  const title = `Privacy at the campaign ${mark}`;
  await signIn(page, ADMIN_ROUTES.content);
  try {
    await page.getByRole('tab', { name: 'Page Content' }).click();
    await page.getByRole('button', { name: /^Privacy Policy/ }).click();
    const editor = page.getByRole('form', { name: 'Privacy Policy' });
    await expect(await htmlView(editor, 'Text (HTML)')).toHaveValue(PRIVACY_DEFAULTS.body);
    await editor.getByLabel('Title').fill(title);
    await editor.getByLabel('Last updated').fill('2027-01-15');
    await editor
      .getByLabel('Text (HTML)', { exact: true })
      .fill(
        `<h2 onclick="window.pwned = true">What we keep ${mark}</h2>` +
          '<script>window.pwned = true</script>' +
          '<p>Your name and email, until you ask us to <a href="javascript:window.pwned=true">erase</a> them. ' +
          'Write to us on the <a href="/contact">contact page</a>.</p>',
      );
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Privacy Policy updated successfully')).toBeVisible();

    // With JavaScript: the page as the server rendered and the browser hydrated it.
    const visitor = await browser.newPage();
    await visitor.goto(PUBLIC_ROUTES.privacy);
    await visitor.waitForLoadState('networkidle');
    await expect(heading(visitor)).toHaveText(title);
    await expect(visitor.getByText('Last updated January 15, 2027')).toBeVisible();
    const content = visitor.getByTestId('legal-content');
    await expect(content.getByRole('heading', { level: 2 })).toHaveText(`What we keep ${mark}`);
    await expect(content.getByRole('link', { name: 'contact page' })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(await content.innerHTML()).not.toMatch(/script|onclick|javascript:/i);
    await content.getByRole('heading', { level: 2 }).click();
    await content.locator('a', { hasText: 'erase' }).click();
    expect(await visitor.evaluate(() => (window as unknown as { pwned?: boolean }).pwned)).toBe(
      undefined,
    );
    await visitor.close();

    // Without JavaScript: the same text, in the HTML the server sends.
    const context = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await context.newPage();
    await noScript.goto(PUBLIC_ROUTES.privacy);
    await expect(heading(noScript)).toHaveText(title);
    await expect(noScript.getByTestId('legal-content')).toContainText(
      'Your name and email, until you ask us to erase them.',
    );
    await context.close();
  } finally {
    // Blank fields bring the built-in text back for later specs.
    const reset = await page.request.put('/api/admin/content/pages/privacy', {
      data: { title: '', lastUpdated: '', body: '' },
    });
    expect(reset.status()).toBe(200);
  }
});
