import { expect, test, type Page } from '@playwright/test';
import {
  ADMIN_ROUTES,
  newsletterEditionListSchema,
  outboxEmailDetailSchema,
  outboxPageSchema,
} from '@campaign/shared';
import { E2E_ADMIN } from '../support/server';
import { signIn, stamp, violations } from '../support/console';
import { htmlView } from '../support/rich-text';

/**
 * A newsletter from the organiser's console to the subscribers, in Chromium against the real
 * API: two people subscribe and confirm from their emailed links, an admin writes a newsletter
 * and sees it previewed safely, sends a test to themselves, sends it to everyone confirmed after
 * a confirmation, and sees the read-only sent view with its progress and the copies in the
 * Outbox. The e2e server runs without SMTP_URL, so the copies wait there, `queued`.
 */

/**
 * A confirmed subscriber, the way a person becomes one: sign up, then open the link of the
 * confirmation email (read from the outbox with the signed-in admin's session) and confirm.
 */
async function confirmedSubscriber(page: Page, email: string) {
  const signUp = await page.request.post('/api/newsletter', { data: { email } });
  expect(signUp.ok()).toBe(true);
  const list = await page.request.get('/api/admin/outbox?kind=subscription-confirm&pageSize=100');
  const row = outboxPageSchema.parse(await list.json()).items.find((item) => item.to === email);
  expect(row, `a confirmation email to ${email}`).toBeTruthy();
  const detail = await page.request.get(`/api/admin/outbox/${row!.id}`);
  const { text } = outboxEmailDetailSchema.parse(await detail.json());
  const link = /https?:\/\/\S+(\/api\/newsletter\/confirm\?token=[\w-]+)/.exec(text)?.[1];
  expect(link, 'the email has a confirmation link').toBeTruthy();
  await page.goto(link!);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
}

test('an admin writes a newsletter, tests it and sends it once to the confirmed subscribers', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const id = stamp();
  const readers = [`reader-a-${id}@example.org`, `reader-b-${id}@example.org`];
  const subject = `Spring news ${id}`;

  await signIn(page, ADMIN_ROUTES.newsletters);
  for (const email of readers) await confirmedSubscriber(page, email);
  // Other specs may have confirmed subscribers on the same server: the send reaches them all.
  const listed = await page.request.get('/api/admin/newsletters');
  const confirmed = newsletterEditionListSchema.parse(await listed.json()).confirmedSubscribers;
  expect(confirmed).toBeGreaterThanOrEqual(readers.length);
  const sendButton = `Send to ${confirmed} people`;

  // Compose, with a live preview of what will be sent.
  await page.goto(ADMIN_ROUTES.newsletters);
  const main = page.getByRole('main');
  await main.getByRole('button', { name: 'New newsletter' }).click();
  await main.getByLabel('Subject').fill(subject);
  await (
    await htmlView(main, 'Body (HTML)')
  ).fill(
    '<h2>Spring is here</h2><p onclick="alert(1)">Read <a href="/blog">the articles</a>.</p>' +
      '<script>alert(2)</script>',
  );
  const preview = main.locator('iframe[title^="Preview"]');
  await expect(preview).toHaveAttribute('sandbox', '');
  await expect(preview).toHaveAttribute('srcdoc', /<h2>Spring is here<\/h2>/);
  await expect(preview).not.toHaveAttribute('srcdoc', /script|onclick/);
  await expect(
    page.frameLocator('iframe[title^="Preview"]').getByRole('heading', { name: 'Spring is here' }),
  ).toBeVisible();

  expect(await violations(page), 'the editor').toEqual([]);

  // Saved as a draft, then a test to the admin.
  await main.getByRole('button', { name: 'Save draft' }).click();
  await page.waitForURL((url) => /^\?open=\d+$/.test(url.search));
  await main.getByRole('button', { name: 'Send test to me' }).click();
  const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
  await expect(toasts).toContainText(`A copy is on its way to ${E2E_ADMIN.email}`);

  // Sent after a confirmation, to the newsletter's subscribers only (the whole audience would
  // also take in the pledgers other specs made), counted by the server before it goes.
  await main.getByRole('button', { name: 'Send or schedule…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send this newsletter?' });
  await dialog.getByRole('combobox', { name: 'Send to' }).click();
  await page.locator('.ant-select-item-option', { hasText: 'Newsletter subscribers only' }).click();
  await expect(dialog).toContainText(`goes to ${confirmed} people now`);
  await dialog.getByRole('button', { name: sendButton }).click();
  await expect(toasts).toContainText(`Queued for ${confirmed} people`);

  // Read-only from now on, with its progress (nothing is delivered without SMTP_URL).
  await expect(
    main.getByText('This newsletter has been sent and can no longer be changed.'),
  ).toBeVisible();
  await expect(main.getByLabel('Subject')).toHaveCount(0);
  await expect(main.getByRole('button', { name: 'Save draft' })).toHaveCount(0);
  expect(await violations(page), 'the sent newsletter').toEqual([]);
  await expect(main.getByRole('status').filter({ hasText: 'sent 0' })).toContainText(
    `sent 0 / failed 0 / waiting ${confirmed}`,
  );

  // In the list: sent, with the same progress.
  await main.getByRole('button', { name: 'All newsletters' }).click();
  const row = main.locator('tbody tr.ant-table-row').filter({ hasText: subject });
  await expect(row).toContainText('Sent');
  await expect(row).toContainText(`sent 0 / failed 0 / waiting ${confirmed}`);
  expect(await violations(page), 'the list').toEqual([]);

  // The copies in the Outbox: one to each reader, and the test to the admin.
  await row.getByRole('button', { name: subject }).click();
  await main.getByRole('link', { name: 'See the copies in the Outbox' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Outbox' })).toBeVisible();
  for (const email of readers) {
    const copy = main.locator('tbody tr.ant-table-row').filter({ hasText: email });
    await expect(copy).toHaveCount(1);
    await expect(copy).toContainText(subject);
    await expect(copy).toContainText('Queued');
  }
  await page.goto(`${ADMIN_ROUTES.outbox}?kind=newsletter-test`);
  const testCopy = main.locator('tbody tr.ant-table-row').filter({ hasText: `[Test] ${subject}` });
  await expect(testCopy).toHaveCount(1);
  await expect(testCopy).toContainText(E2E_ADMIN.email);
});
