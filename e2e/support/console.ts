import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { animationsFinished } from './animations';
import { E2E_ADMIN } from './server';

/** A short unique suffix, so a spec's rows never meet another run's or another spec's. */
export const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** The path and query the browser shows. */
export const where = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
};

/**
 * Opens `path` signed out, follows the redirect to the sign-in page, signs in through its form
 * and comes back to `path`, waiting for the area's heading and its requests to settle.
 */
export async function signIn(
  page: Page,
  path: string = ADMIN_ROUTES.content,
  account: { email: string; password: string } = E2E_ADMIN,
) {
  await page.goto(path);
  await page.waitForURL((url) => url.pathname === '/api/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/**
 * axe's findings on the page, one line each; only within `within` (a CSS selector) when given.
 * Dialogs fade in and buttons fade between colours, so colours are judged once finite
 * animations have ended. Frames are left out: an email or a preview is its own document in a
 * frame whose sandbox forbids scripts, where axe cannot run.
 */
export async function violations(page: Page, within?: string): Promise<string[]> {
  await animationsFinished(page);
  const axe = new AxeBuilder({ page }).exclude('iframe');
  const { violations: found } = await (within ? axe.include(within) : axe).analyze();
  return found.map(
    (v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

/** Fails when the page scrolls sideways (something wider than the screen). */
export async function expectNoOverflow(page: Page, what: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${what} scrolls sideways`).toBe(0);
}

/**
 * Deletes the signed-in account's autosaved draft of an item (the console keeps unsaved edits
 * on the server), so a test that stops mid-edit leaves nothing for the next "New article".
 */
export async function discardDraft(page: Page, editor: 'blog' | 'tips' | 'pages', item: string) {
  const answer = await page.request.delete(
    `/api/admin/drafts/${editor}/${encodeURIComponent(item)}`,
  );
  expect([204, 401, 404]).toContain(answer.status());
}
