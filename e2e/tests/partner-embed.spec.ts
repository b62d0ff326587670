import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import { ADMIN_ROUTES } from '@campaign/shared';
import { signIn, stamp } from '../support/console';
import { E2E_BASE_URL } from '../support/server';

/**
 * A partner's site shows the pledge form through the pasted snippet: from a second origin (a
 * tiny page server on another port, at `localhost` rather than the site's `127.0.0.1`) a pledge
 * is taken inside the frame and the console counts it for the partner; from a third origin,
 * not among the partner's, the browser refuses to frame the form.
 */

/** A partner's page: a heading, the snippet the console offers, a paragraph after. */
const partnerPage = (code: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
  '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Green Grocers</title></head>' +
  '<body style="font-family:system-ui;margin:1rem"><h1>Green Grocers</h1><p>Join our November pledge:</p>' +
  `<script src="${E2E_BASE_URL}/embed.js" data-partner="${code}" async></script>` +
  `<noscript><a href="${E2E_BASE_URL}/pledge">Take the pledge</a></noscript>` +
  '<p>Thank you for shopping local.</p></body></html>';

async function servePartnerPage(code: string): Promise<{ server: Server; origin: string }> {
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    response.end(partnerPage(code));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // `localhost`, not the site's 127.0.0.1: another origin (and another site) to the browser.
  return { server, origin: `http://localhost:${(server.address() as AddressInfo).port}` };
}

const embedFrame = (page: Page) => page.frameLocator('iframe[data-campaign-embed]');

test.describe('partner embed', () => {
  test.describe.configure({ mode: 'serial' });
  const code = `grocers-${stamp()}`;
  let partner: { server: Server; origin: string };
  let stranger: { server: Server; origin: string };

  test.beforeAll(async () => {
    partner = await servePartnerPage(code);
    stranger = await servePartnerPage(code);
  });
  test.afterAll(async () => {
    for (const { server } of [partner, stranger]) {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  test('a partner added in the console takes a pledge in its frame; another site cannot frame it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await signIn(page, ADMIN_ROUTES.settings);
    const section = page.getByRole('region', { name: 'Partner embeds' });
    await section.getByLabel('Name').fill('Green Grocers');
    await section.getByLabel('Code').fill(code);
    await section.getByLabel('Sites allowed to show the form').fill(partner.origin);
    await section
      .getByLabel('The partner’s consent line')
      .fill('Green Grocers never sees your email.');
    await section.getByRole('button', { name: 'Add partner' }).click();
    const row = section.getByRole('listitem').filter({ hasText: code });
    await expect(row).toContainText('0 pledges through the embed');

    // The partner's page, as its visitor sees it.
    const visitor = await browser.newContext();
    const partnerTab = await visitor.newPage();
    await partnerTab.goto(partner.origin);
    const frame = embedFrame(partnerTab);
    await expect(frame.getByText('Green Grocers never sees your email.')).toBeVisible();
    await frame.getByLabel('Full Name').fill('Grace Grocer');
    await frame.getByLabel('Email Address').fill(`grocer-${stamp()}@example.org`);
    await frame.getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(frame.getByRole('heading', { name: 'Welcome to the Movement!' })).toBeVisible();
    // The frame took the height its document reported (embed.js starts it at 36rem).
    await expect(partnerTab.locator('iframe[data-campaign-embed]')).toHaveAttribute(
      'style',
      /height: \d+px/,
    );

    // A site the partner did not list: the browser refuses to show the form in its frame.
    const strangerTab = await visitor.newPage();
    const refused = strangerTab.waitForEvent('console', (message) =>
      /frame-ancestors/.test(message.text()),
    );
    await strangerTab.goto(stranger.origin);
    await refused;
    await expect(strangerTab.locator('iframe[data-campaign-embed]')).toHaveCount(1);
    await expect(
      embedFrame(strangerTab).getByRole('button', { name: 'Take the Pledge' }),
    ).toHaveCount(0);
    await visitor.close();

    // The console counts the pledge for the partner.
    await page.reload();
    await expect(
      page
        .getByRole('region', { name: 'Partner embeds' })
        .getByRole('listitem')
        .filter({ hasText: code }),
    ).toContainText('1 pledge through the embed');
  });
});
