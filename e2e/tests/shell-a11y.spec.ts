import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

/**
 * axe over the shell's own chrome (header, mobile menu, footer with the newsletter form, toast
 * viewport and the remote failure view) in both themes, on a desktop and at 375 px.
 */

type Theme = 'light' | 'dark';

async function openIn(page: Page, theme: Theme, path = '/') {
  await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
  // The server-rendered page shows before the shell's scripts listen for anything.
  await page.waitForLoadState('networkidle');
}

async function seriousViolations(page: Page, include: string[]) {
  let builder = new AxeBuilder({ page }).withTags([
    'wcag2a',
    'wcag2aa',
    'wcag21a',
    'wcag21aa',
    'best-practice',
  ]);
  for (const selector of include) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

for (const theme of ['light', 'dark'] as const) {
  test.describe(`${theme} theme`, () => {
    test(`header and footer have no serious or critical axe violations (${theme}) @phone`, async ({
      page,
    }) => {
      await openIn(page, theme);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
      expect(await seriousViolations(page, ['header', 'footer'])).toEqual([]);

      // Scrolled: the translucent header over page content.
      await page.evaluate(() => window.scrollTo(0, 700));
      await expect(page.getByRole('banner')).toHaveAttribute('data-scrolled', 'true');
      expect(await seriousViolations(page, ['header'])).toEqual([]);

      // The newsletter form showing its validation message.
      const footer = page.getByRole('contentinfo');
      await footer.getByLabel('Email address').fill('nope');
      await footer.getByRole('button', { name: 'Subscribe' }).click();
      await expect(footer.getByText('Invalid email address')).toBeVisible();
      expect(await seriousViolations(page, ['footer'])).toEqual([]);
    });

    test(`the open mobile menu has no serious or critical axe violations (${theme}) @phone`, async ({
      page,
      isMobile,
    }) => {
      test.skip(!isMobile, 'the menu exists on narrow screens');
      await openIn(page, theme, '/about');
      await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
      await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
      expect(await seriousViolations(page, ['header'])).toEqual([]);
    });

    test(`toasts of both variants have no serious or critical axe violations (${theme}) @phone`, async ({
      page,
    }) => {
      await openIn(page, theme);
      const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
      for (const variant of ['default', 'destructive']) {
        await page.evaluate(
          (v) =>
            window.dispatchEvent(
              new CustomEvent('campaign:toast', {
                detail: {
                  type: 'add',
                  id: `axe-${v}`,
                  title: 'Error',
                  description: 'Failed to subscribe. Please try again.',
                  variant: v,
                  duration: 60_000,
                },
              }),
            ),
          variant,
        );
        await expect(viewport.getByRole('group')).toHaveAttribute('data-variant', variant);
        // Let the entrance animation finish so colours are measured at rest.
        await page.waitForTimeout(300);
        expect(await seriousViolations(page, ['[aria-label="Notifications (F8)"]'])).toEqual([]);
      }
    });

    test(`the remote failure view has no serious or critical axe violations (${theme}) @phone`, async ({
      page,
    }) => {
      await page.route('**/remotes/public-site/**', (route) => route.abort());
      // A server-rendered visitor page stays as sent when its remote fails; the failure view is
      // what a page the browser renders itself shows: here, moving on from the console.
      await page.route('**/api/auth/user', (route) =>
        route.fulfill({
          json: { id: 'u1', email: 'ada@example.org', firstName: 'Ada', lastName: 'Lovelace' },
        }),
      );
      await page.route('**/api/admin/**', (route) => route.fulfill({ json: [] }));
      await openIn(page, theme, '/admin');
      await page.evaluate(() => {
        window.history.pushState({}, '', '/');
        window.dispatchEvent(new PopStateEvent('popstate'));
      });
      await expect(page.getByRole('main').getByRole('alert')).toBeVisible();
      expect(await seriousViolations(page, ['header', 'main', 'footer'])).toEqual([]);
    });
  });
}
