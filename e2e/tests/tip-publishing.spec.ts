import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/console';

/**
 * An organiser's tip, end to end against the real API: add one to a category with an icon, see
 * it at the end of that tab on /tips, move it up a place, and delete it.
 */

async function expectAxeClean(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual([]);
}

/** The card titles of one tab of /tips, in the order a visitor sees them. */
async function tipsTab(page: Page, tab: string) {
  await page.goto('/tips');
  // The page arrives rendered by the server: the tabs switch once its scripts have run.
  await page.waitForLoadState('networkidle');
  await page.getByRole('tab', { name: tab }).click();
  await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel', { name: tab });
  await expect(panel.getByRole('heading', { level: 3 }).first()).toBeVisible();
  return panel.getByRole('heading', { level: 3 }).allTextContents();
}

/** antd draws a select's options apart from its listbox for screen readers: pick by title. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('form').getByLabel(label).click();
  await page.getByTitle(option, { exact: true }).last().click();
}

/** The tip the test made, removed even when the test fails: other specs count the seeded ones. */
let created: number | null = null;
test.afterEach(async ({ page }) => {
  if (created === null) return;
  const answer = await page.request.delete(`/api/admin/tips/${created}`);
  expect([204, 404]).toContain(answer.status());
  created = null;
});

test('an organiser adds a tip to a category, moves it up, and deletes it @phone', async ({
  page,
}, testInfo) => {
  test.setTimeout(120_000);
  const title = `Roast chickpeas for crunch ${testInfo.project.name} ${Date.now().toString(36)}`;
  const cookingBefore = await tipsTab(page, 'Cooking');
  expect(cookingBefore.length).toBeGreaterThan(1);

  await signIn(page);
  await page.getByRole('tab', { name: 'Tips' }).click();
  await page.getByRole('button', { name: 'New tip' }).click();
  const editor = page.getByRole('form');
  await editor.getByLabel('Title').fill(title);
  await editor
    .getByLabel('Description')
    .fill('Chickpeas roasted with smoked paprika give the crunch and smoke of bacon bits.');
  await choose(page, 'Category', 'Cooking');
  await choose(page, 'Icon', 'Flame');
  const created201 = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/admin/tips') && response.request().method() === 'POST',
  );
  await editor.getByRole('button', { name: 'Save Changes' }).click();
  const answer = await created201;
  expect(answer.status()).toBe(201);
  created = ((await answer.json()) as { id: number }).id;
  await expect(page.getByText('Tip created successfully')).toBeVisible();
  await expectAxeClean(page);

  // On the site, last in its tab.
  expect(await tipsTab(page, 'Cooking')).toEqual([...cookingBefore, title]);

  // One place up in the console: the site shows it before the one that was above it.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Tips' }).click();
  await page.getByRole('button', { name: `Move "${title}" up` }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Moved / })).toContainText(
    `to place ${cookingBefore.length} of ${cookingBefore.length + 1} in Cooking`,
  );
  expect(await tipsTab(page, 'Cooking')).toEqual([
    ...cookingBefore.slice(0, -1),
    title,
    cookingBefore.at(-1)!,
  ]);

  // Deleted, after a confirmation: gone from the site, the others in their old order.
  await page.goto('/admin');
  await page.getByRole('tab', { name: 'Tips' }).click();
  await page.getByRole('button', { name: title, exact: true }).click();
  await page.getByRole('form').getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('tooltip').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText(`Deleted "${title}"`)).toBeVisible();
  created = null;
  expect(await tipsTab(page, 'Cooking')).toEqual(cookingBefore);
});
