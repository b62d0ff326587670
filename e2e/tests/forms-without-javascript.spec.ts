import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstSlug, openIn, recordProblems, type Theme } from './public-helpers';

/**
 * The pledge, contact and footer newsletter forms as plain HTML forms: with JavaScript off, and
 * posted before the page's scripts have run. The server validates with the forms' own schemas,
 * sends the page back with the values and messages, and redirects to the success view.
 */

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`;

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const theme of ['light', 'dark'] as Theme[]) {
    test(`the pledge form sends bad input back, then welcomes (${theme}) @phone`, async ({
      page,
    }) => {
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      await page.goto('/pledge');
      const form = page.getByRole('form', { name: 'Join the Movement' });
      await form.getByLabel('Full Name').fill('A');
      await form.getByLabel('Email Address').fill('not-an-email');
      await form.getByRole('button', { name: 'Take the Pledge' }).click();

      await expect(page).toHaveURL(/\/pledge#pledge-form-title$/);
      await expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
      await expect(form.getByText('Invalid email address')).toBeVisible();
      await expect(form.getByLabel('Full Name')).toHaveValue('A');
      await expect(form.getByLabel('Email Address')).toHaveValue('not-an-email');
      await expect(form.getByLabel('Full Name')).toHaveAttribute('aria-invalid', 'true');

      await form.getByLabel('Full Name').fill('Plain Form Visitor');
      await form.getByLabel('Email Address').fill(uniqueEmail('pledge'));
      await form.getByRole('button', { name: 'Take the Pledge' }).click();
      await expect(page).toHaveURL(/\/pledge\?pledged=1/);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the Movement!' }),
      ).toBeVisible();
    });
  }

  test('the contact form sends bad input back, then confirms @phone', async ({ page }) => {
    await page.goto('/contact');
    const form = page.locator('form', { has: page.getByRole('button', { name: 'Send Message' }) });
    await form.getByLabel('Your Name').fill('Ada Lovelace');
    await form.getByLabel('Email Address').fill('ada@example.org');
    await form.getByLabel('Message').fill('Too short');
    await form.getByRole('button', { name: 'Send Message' }).click();

    await expect(page).toHaveURL(/\/contact#contact-form-title$/);
    await expect(form.getByText('Message must be at least 10 characters')).toBeVisible();
    await expect(form.getByLabel('Your Name')).toHaveValue('Ada Lovelace');
    await expect(form.getByLabel('Message')).toHaveValue('Too short');

    await form.getByLabel('Message').fill('Sent from a browser without JavaScript.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(page).toHaveURL(/\/contact\?sent=1#contact-form-title$/);
    await expect(form.getByRole('status')).toContainText('Message Sent!');
    await expect(form.getByLabel('Message')).toHaveValue('');
  });

  test('the footer sign-up comes back to the article it was sent from @phone', async ({
    page,
    request,
  }) => {
    const article = `/blog/${await firstSlug(request)}`;
    await page.goto(article);
    const form = page.getByRole('form', { name: 'Newsletter' });
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`${article}#newsletter$`));
    await expect(form.getByRole('alert')).toHaveText('Invalid email address');
    await expect(form.getByLabel('Email address')).toHaveValue('not-an-email');
    await expect(form).toBeInViewport();

    await form.getByLabel('Email address').fill(uniqueEmail('footer'));
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL(new RegExp(`${article}\\?subscribed=1#newsletter$`));
    await expect(form.getByRole('status')).toHaveText(
      "You've been subscribed to our newsletter. Check your inbox to confirm.",
    );
    await expect(form).toBeInViewport();
  });
});

test('a form posted before the scripts ran comes back and hydrates without a warning @phone', async ({
  page,
}) => {
  const problems = recordProblems(page, { documentStatus: 400 });
  await openIn(page, '/pledge', 'dark');
  // A native submit, as a visitor's click before hydration makes one: no script handles it.
  await page.evaluate(() => {
    const form = document.querySelector<HTMLFormElement>('form[aria-labelledby]')!;
    form.querySelector<HTMLInputElement>('input[name="name"]')!.value = 'G';
    form.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'grace@example.org';
    HTMLFormElement.prototype.submit.call(form);
  });
  await expect(page.getByText('Name must be at least 2 characters')).toBeVisible();
  await page.waitForLoadState('networkidle');
  const form = page.getByRole('form', { name: 'Join the Movement' });
  await expect(form.getByLabel('Email Address')).toHaveValue('grace@example.org');
  expect(await seriousViolations(page)).toEqual([]);

  // Hydrated with the form as sent: correcting it submits through the script.
  await form.getByLabel('Full Name').fill('Grace Hopper');
  await form.getByLabel('Email Address').fill(uniqueEmail('hydrated'));
  await form.getByRole('button', { name: 'Take the Pledge' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to the Movement!' })).toBeVisible();
  await expect(page).toHaveURL(/\/pledge#pledge-form-title$/);
  expect(problems).toEqual([]);
});
