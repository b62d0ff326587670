import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { signIn, stamp, violations } from '../support/console';

/**
 * Settings → Webhooks over the real API and worker: an admin adds an endpoint on a receiver on
 * this machine (allowed outside production), copies its secret, a pledge is posted to the
 * receiver signed with that secret, and the endpoint's deliveries say it was delivered.
 */
test('an admin adds a webhook endpoint and a pledge reaches it, signed', async ({ page }) => {
  test.setTimeout(60_000);
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const receiver = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.end('ok');
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  try {
    const port = (receiver.address() as AddressInfo).port;
    const id = stamp();
    await signIn(page, ADMIN_ROUTES.settings);
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByLabel('Name', { exact: true }).fill(`Receiver ${id}`);
    await section.getByLabel('URL', { exact: true }).fill(`http://127.0.0.1:${port}/hook`);
    await section.getByRole('button', { name: 'Add endpoint' }).click();
    const secret = (await section.getByRole('alert').locator('code').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_[\w-]{43}$/);
    const endpoints = section.getByRole('list', { name: 'Webhook endpoints' });
    await expect(endpoints.getByText(`Receiver ${id}`)).toBeVisible();
    expect(await violations(page, 'section[aria-labelledby="webhooks-heading"]')).toEqual([]);

    const email = `webhook-${id}@example.org`;
    const pledge = await page.request.post('/api/pledges', {
      data: { name: 'Hook Tester', email },
    });
    expect(pledge.status()).toBe(201);
    // The worker polls every few seconds.
    await expect.poll(() => received.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [request] = received;
    const timestamp = String(request!.headers['webhook-timestamp']);
    const expected = createHmac('sha256', secret)
      .update(`${timestamp}.${request!.body}`)
      .digest('hex');
    expect(request!.headers['webhook-signature']).toBe(`v1=${expected}`);
    expect(JSON.parse(request!.body)).toMatchObject({ type: 'pledge.created', data: { email } });

    await page.reload();
    const row = section.getByRole('listitem').filter({ hasText: `Receiver ${id}` });
    await expect(row.getByLabel(`Figures of Receiver ${id}`)).toContainText('1 delivered');
    await row.getByRole('button', { name: 'Deliveries' }).click();
    await expect(row.getByRole('table').getByText('delivered')).toBeVisible();

    // Deleted again: other specs post pledges too.
    await row.getByRole('button', { name: `Delete Receiver ${id}` }).click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(row).toHaveCount(0);
  } finally {
    receiver.closeAllConnections();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
  }
});
