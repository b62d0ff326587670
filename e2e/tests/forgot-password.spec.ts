import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_ADMIN } from '../support/server';

/**
 * "Forgot your password?" from the sign-in page, in both themes, on desktop and phone: a form
 * that needs no script, and one answer whether or not the address has an account. (Delivery of
 * the link over SMTP is covered by the API tests.)
 */

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The answer page's text with the address it echoes taken out. */
const answerText = async (page: Page, email: string) =>
  (await page.getByRole('main').innerText()).replaceAll(email, '<address>');

for (const theme of ['light', 'dark'] as const) {
  test(`a forgotten password is asked for from the sign-in page, ${theme} @phone`, async ({
    page,
  }, testInfo) => {
    // The site's theme is the visitor's stored choice (light unless they chose dark).
    await page.addInitScript((chosen) => localStorage.setItem('theme', chosen), theme);
    const shot = (name: string) =>
      page.screenshot({
        path: testInfo.outputPath(`${testInfo.project.name}-${theme}-${name}.png`),
        fullPage: true,
      });

    await page.goto('/api/login');
    await expect(page.locator('html')).toHaveClass(
      theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/,
    );
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/api\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expectAxeClean(page);
    await shot('1-form');

    const nobody = `nobody-${Date.now()}@example.org`;
    await page.getByLabel('Email').fill(nobody);
    await page.getByRole('button', { name: 'Email me a link' }).click();
    await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
    await expect(page.getByRole('status')).toContainText(`If an account uses ${nobody}`);
    await expectAxeClean(page);
    await shot('2-sent');
    const forNobody = await answerText(page, nobody);

    // The staff account's own address: word for word the same answer. (Once per project: the
    // page allows 10 requests per network in 15 minutes, and the whole suite is one network.)
    if (theme === 'light') {
      await page.goto('/api/forgot-password');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByRole('button', { name: 'Email me a link' }).click();
      await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
      expect(await answerText(page, E2E_ADMIN.email)).toBe(forNobody);
    }

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
  });
}
