import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { animationsFinished } from '../support/animations';
import { openIn, resolvePath, scrollThrough, VISITOR_ROUTES, type Theme } from './public-helpers';

/** axe finds no serious or critical violation on any visitor route, in either theme. */

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => n.target.join(' ')),
    }));
}

/** Loads the route, reveals everything shown on scroll and lets entrance animations finish. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await scrollThrough(page);
  await page.evaluate(() => window.scrollTo(0, 0));
  await animationsFinished(page);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  for (const route of VISITOR_ROUTES) {
    test(`${route.path} has no serious or critical axe violations (${theme}) @phone`, async ({
      page,
      request,
    }) => {
      await openIn(page, await resolvePath(request, route.path), theme);
      await settle(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test(`interactive states have no serious or critical axe violations (${theme}) @phone`, async ({
    page,
  }) => {
    // A flipped value card.
    await openIn(page, '/values', theme);
    await settle(page);
    await page.getByRole('main').getByRole('button').first().click();
    await animationsFinished(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Another tips tab.
    await openIn(page, '/tips', theme);
    await page.getByRole('tab', { name: 'Cooking' }).click();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);

    // Validation messages on both forms.
    await openIn(page, '/contact', theme);
    await page.getByRole('main').getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await openIn(page, '/pledge', theme);
    await page.getByRole('form').getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(page.getByText('Invalid email address').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });
}
