import { expect, test, type APIRequestContext } from '@playwright/test';
import { openIn } from './public-helpers';

/** Both visitor forms end to end against the real API and database. */

async function totalPledges(request: APIRequestContext): Promise<number> {
  const response = await request.get('/api/stats');
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totalPledges: number }).totalPledges;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

test.describe('pledge form on a 375 × 812 phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  for (const theme of ['light', 'dark'] as const) {
    test(`its submit button is on the first screen, before any scrolling (${theme})`, async ({
      page,
    }) => {
      await openIn(page, '/pledge', theme);
      expect(await page.evaluate(() => window.scrollY)).toBe(0);
      const submit = page
        .getByRole('form', { name: 'Join the Movement' })
        .getByRole('button', { name: 'Take the Pledge' });
      const box = (await submit.boundingBox())!;
      expect(box.y).toBeGreaterThan(0);
      expect(box.y + box.height).toBeLessThanOrEqual(812);
    });
  }
});

test.describe('pledge form', () => {
  test('validates on submit, then on change, focusing the first invalid field @phone', async ({
    page,
  }) => {
    await openIn(page, '/pledge');
    const form = page.getByRole('form', { name: 'Join the Movement' });
    await form.getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(form.getByText('Invalid email address')).toBeVisible();
    await expect(form.getByLabel('Full Name')).toBeFocused();
    await form.getByLabel('Full Name').fill('Al');
    await expect(form.getByText('Name must be at least 2 characters')).toHaveCount(0);
  });

  test('a pledge is stored, the count rises and the welcome view shows the new total @phone', async ({
    page,
    request,
  }) => {
    const before = await totalPledges(request);
    await openIn(page, '/pledge');
    const form = page.getByRole('form', { name: 'Join the Movement' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email Address').fill(`grace.${unique()}@example.org`);

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/pledges') && r.request().method() === 'POST',
    );
    await form.getByRole('button', { name: 'Take the Pledge' }).click();
    expect((await posted).status()).toBe(201);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Welcome to the Movement!');
    expect(await totalPledges(request)).toBe(before + 1);
    await expect(
      main.getByText(`${(before + 1).toLocaleString('en-US')}+`, { exact: true }),
    ).toBeVisible();
    await expect(main.getByRole('heading', { name: "What's Next?" })).toBeVisible();
    await expect(main.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await main.getByRole('link', { name: 'View Our Impact' }).click();
    await expect(page).toHaveURL(/\/impact$/);

    // The refreshed stats show on the pledge page's count too.
    await page.goto('/pledge');
    await expect(main.getByText(/others who've already pledged/)).toContainText(
      `Join ${(before + 1).toLocaleString('en-US')}+`,
    );
  });

  test("the server's message shows in the error banner", async ({ page }) => {
    await page.route('**/api/pledges', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many requests, slow down' }),
      }),
    );
    await openIn(page, '/pledge');
    const form = page.getByRole('form', { name: 'Join the Movement' });
    await form.getByLabel('Full Name').fill('Grace Hopper');
    await form.getByLabel('Email Address').fill('grace@example.org');
    await form.getByRole('button', { name: 'Take the Pledge' }).click();
    await expect(form.getByRole('alert')).toHaveText('Too many requests, slow down');
  });
});

test.describe('contact form', () => {
  test('shows every validation message and focuses the first invalid field @phone', async ({
    page,
  }) => {
    await openIn(page, '/contact');
    const main = page.getByRole('main');
    await main.getByLabel('Message', { exact: true }).fill('short');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(main.getByText('Invalid email address')).toBeVisible();
    await expect(main.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(main.getByLabel('Your Name')).toBeFocused();
  });

  test('a message is stored (201), toasts "Message Sent!" and the form resets @phone', async ({
    page,
  }) => {
    await openIn(page, '/contact');
    const main = page.getByRole('main');
    await main.getByLabel('Your Name').fill('Ada Lovelace');
    await main.getByLabel('Email Address').fill(`ada.${unique()}@example.org`);
    await main
      .getByLabel('Message', { exact: true })
      .fill('I would love to help organise a local cooking demo.');

    const posted = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    await main.getByRole('button', { name: 'Send Message' }).click();
    const response = await posted;
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toEqual({
      name: 'Ada Lovelace',
      email: expect.stringMatching(/^ada\..+@example\.org$/),
      message: 'I would love to help organise a local cooking demo.',
    });

    await expect(page.getByText('Message Sent!')).toBeVisible();
    await expect(page.getByText("We'll get back to you within 24-48 hours.")).toBeVisible();
    await expect(main.getByLabel('Your Name')).toHaveValue('');
    await expect(main.getByLabel('Email Address')).toHaveValue('');
    await expect(main.getByLabel('Message', { exact: true })).toHaveValue('');
  });

  test('a failure without a message shows the fallback message', async ({ page }) => {
    await page.route('**/api/contact', (route) => route.fulfill({ status: 500, body: '' }));
    await openIn(page, '/contact');
    const main = page.getByRole('main');
    await main.getByLabel('Your Name').fill('Ada Lovelace');
    await main.getByLabel('Email Address').fill('ada@example.org');
    await main
      .getByLabel('Message', { exact: true })
      .fill('I would love to help organise a local cooking demo.');
    await main.getByRole('button', { name: 'Send Message' }).click();
    await expect(main.getByRole('alert')).toHaveText('Failed to send message. Please try again.');
  });
});
