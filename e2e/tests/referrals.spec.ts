import { expect, test, type Browser, type Page } from '@playwright/test';
import { ADMIN_ROUTES, PUBLIC_ROUTES } from '@campaign/shared';
import { signIn, stamp, violations } from '../support/console';

/**
 * Referrals as pledgers live them, in Chromium against the real API: pledge, take the personal
 * link from the success page, pledge through it as someone else in a fresh browser, then open the
 * first pledger's private page from the link in their welcome email (the e2e server runs without
 * SMTP_URL, so the email waits in the console's Outbox) and see the one person they brought.
 */

/** The address's path and query: the link is on PUBLIC_URL, the test on its own port. */
const local = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

async function pledge(page: Page, name: string, email: string) {
  const form = page.getByRole('form', { name: 'Join the Movement' });
  await form.getByLabel('Full Name').fill(name);
  await form.getByLabel('Email Address').fill(email);
  await form.getByRole('button', { name: 'Take the Pledge' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Movement!' }),
  ).toBeVisible();
}

/** The private page's path from the pledger's welcome email, as the Outbox shows it. */
async function privatePageOf(browser: Browser, email: string): Promise<string> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await signIn(page, `${ADMIN_ROUTES.outbox}?kind=pledge-welcome`);
    const row = page.getByRole('main').locator('tbody tr.ant-table-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: /Welcome to/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Email' });
    await drawer.getByRole('tab', { name: 'Plain text' }).click();
    const text = (await drawer.locator('pre').textContent()) ?? '';
    const path = /https?:\/\/\S+(\/api\/pledge\/referrals\?token=[\w.-]+)/.exec(text)?.[1];
    expect(path, 'the welcome email links to the private page').toBeTruthy();
    return path!;
  } finally {
    await context.close();
  }
}

test('a pledge through a personal link counts for its pledger, on their private page @phone', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const first = `referrer-${stamp()}@example.org`;
  await page.goto(PUBLIC_ROUTES.pledge);
  // A click before hydration would send the plain form (the next test covers that path).
  await page.waitForLoadState('networkidle');
  await pledge(page, 'Rosa Referrer', first);
  const link = await page.getByLabel(/Your personal link/).inputValue();
  expect(link).toMatch(/\/pledge\?ref=[\w-]{12}$/);
  await expect(page.getByRole('link', { name: 'Share on WhatsApp' })).toHaveAttribute(
    'href',
    new RegExp(encodeURIComponent(link).replace(/[.?*+^$()|[\]\\]/g, '\\$&')),
  );

  // Someone else, in a browser of their own, follows the link and pledges.
  const friendContext = await browser.newContext();
  try {
    const friend = await friendContext.newPage();
    await friend.goto(local(link));
    await friend.waitForLoadState('networkidle');
    await pledge(friend, 'Frida Friend', `friend-${stamp()}@example.org`);
    // The friend gets a link of their own.
    const friendLink = await friend.getByLabel(/Your personal link/).inputValue();
    expect(friendLink).not.toBe(link);
  } finally {
    await friendContext.close();
  }

  // The first pledger's private page, from their welcome email.
  const privatePage = await privatePageOf(browser, first);
  await page.goto(privatePage);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('People you brought');
  await expect(page.getByTestId('referral-count')).toHaveText('You brought 1 person.');
  await expect(page.getByLabel(/Your personal link/)).toHaveValue(link);
  expect(await violations(page), 'private page').toEqual([]);

  // Choosing the leaderboard is a plain form post.
  await page.getByRole('button', { name: 'Show me on the leaderboard' }).click();
  await expect(page.getByRole('status')).toHaveText('Your choice is saved.');
  await expect(page.getByRole('button', { name: 'Leave the leaderboard' })).toBeVisible();

  // A wrong token: a clear answer, nothing else.
  const wrong = await page.request.get(`${privatePage.slice(0, -4)}xxxx`);
  expect(wrong.status()).toBe(404);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("each pledger's success page shows their own link, never another's", async ({ browser }) => {
    const links: string[] = [];
    for (const who of ['plain-one', 'plain-two']) {
      const context = await browser.newContext({ javaScriptEnabled: false });
      try {
        const page = await context.newPage();
        await page.goto(PUBLIC_ROUTES.pledge);
        await pledge(page, 'Plain Pledger', `${who}-${stamp()}@example.org`);
        await expect(page).toHaveURL(/\/pledge\?pledged=1&share=[\w-]{12}/);
        const code = new URL(page.url()).searchParams.get('share');
        const link = await page.getByLabel(/Your personal link/).inputValue();
        expect(link).toMatch(new RegExp(`/pledge\\?ref=${code}$`));
        await expect(page.getByRole('link', { name: 'Share by email' })).toHaveAttribute(
          'href',
          /^mailto:\?subject=/,
        );
        links.push(link);
      } finally {
        await context.close();
      }
    }
    expect(links[1]).not.toBe(links[0]);
  });
});
