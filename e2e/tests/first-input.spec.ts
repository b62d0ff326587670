/**
 * A visitor's first tap works, whether or not the page has hydrated yet (decision 026). Each
 * control is pressed the moment it is visible, on a CPU slowed 4x, while the page's app scripts
 * are held back until the press is made: the press lands on the server's HTML with only the
 * early scripts of the head running, every time, however fast the machine. Then the scripts are
 * let through and the press must have done its work, once.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { firstSlug } from './public-helpers';

/** The head's own scripts, which run before first paint; everything else is held. */
const EARLY_SCRIPTS = ['/theme-init.js', '/early-input.js'];

interface Held {
  /** Lets the app's scripts load (the press has been made). */
  release(): void;
}

/**
 * Opens `path` on a 4x slowed CPU with the app's scripts held back until `release()`, and waits
 * only for the page's HTML to commit: the caller waits for the control it presses.
 */
async function openUnhydrated(page: Page, path: string): Promise<Held> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('.js') && !EARLY_SCRIPTS.includes(url.pathname),
    async (route) => {
      await released;
      await route.fallback();
    },
  );
  await page.addInitScript(() => localStorage.setItem('theme', 'light'));
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(path, { waitUntil: 'commit' });
  return { release };
}

/** A tap on a touch screen, a click elsewhere: as soon as the control can take it. */
async function press(control: Locator, isMobile: boolean) {
  if (isMobile) await control.tap();
  else await control.click();
}

/** Whether React has hydrated the element (the sign shell/src/replay/replay.ts reads too). */
const hydrated = (control: Locator) =>
  control.evaluate((element) =>
    Object.keys(element).some((key) => key.startsWith('__reactProps$')),
  );

test.describe('the first tap, before the page has hydrated', () => {
  test('the menu opens at once, and stays open once hydrated @phone', async ({
    page,
    isMobile,
  }) => {
    // The menu exists on narrow screens: a desktop browser narrowed to a phone's width has it too.
    if (!isMobile) await page.setViewportSize({ width: 375, height: 740 });
    const held = await openUnhydrated(page, '/about');
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
    await press(toggle, isMobile);
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await hydrated(toggle)).toBe(false);

    held.release();
    await expect.poll(() => hydrated(toggle)).toBe(true);
    await expect(menu).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await menu.getByRole('link', { name: 'Values' }).click();
    await expect(page).toHaveURL(/\/values$/);
    await expect(menu).toBeHidden();
  });

  test('the theme toggle switches at once, and once @phone', async ({ page, isMobile }) => {
    const held = await openUnhydrated(page, '/');
    const toggle = page.getByRole('banner').getByRole('button', { name: /Switch to/ });
    await press(toggle, isMobile);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await hydrated(toggle)).toBe(false);

    held.release();
    await expect(toggle).toHaveAccessibleName('Switch to light theme');
    await expect.poll(() => hydrated(toggle)).toBe(true);
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await press(toggle, isMobile);
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
  });

  test('a page scrolled before it hydrates stays where the visitor scrolled it @phone', async ({
    page,
  }) => {
    const held = await openUnhydrated(page, '/values');
    const closing = page.getByRole('contentinfo');
    await closing.scrollIntoViewIfNeeded();
    const scrolled = await page.evaluate(() => window.scrollY);
    expect(scrolled).toBeGreaterThan(300);

    held.release();
    const card = page.getByRole('main').locator('button[aria-pressed]').first();
    await expect.poll(() => hydrated(card)).toBe(true);
    // Taking over the page is not a route change: what was under the finger is still there.
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(closing).toBeInViewport();
  });

  test('a Tips tab is a link that selects its tab @phone', async ({ page, isMobile }) => {
    const held = await openUnhydrated(page, '/tips');
    await press(page.getByRole('tab', { name: 'Labels' }), isMobile);
    await expect(page).toHaveURL(/\/tips\?tab=labels$/);
    held.release();
    await expect(page.getByRole('tab', { name: 'Labels' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('tabpanel', { name: 'Labels' })).toBeVisible();
  });

  test('a Values card tapped before hydration turns once hydrated, once @phone', async ({
    page,
    isMobile,
  }) => {
    const held = await openUnhydrated(page, '/values');
    const card = page.getByRole('main').locator('button[aria-pressed]').first();
    await press(card, isMobile);
    expect(await hydrated(card)).toBe(false);
    await expect(card).toHaveAttribute('aria-pressed', 'false');

    held.release();
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    // Replayed once: the card stays turned, and the next tap (React's own) turns it back.
    await expect.poll(() => hydrated(card)).toBe(true);
    await expect(card).toHaveAttribute('aria-pressed', 'true');
    await press(card, isMobile);
    await expect(card).toHaveAttribute('aria-pressed', 'false');
  });

  test('Copy Link tapped before hydration copies the link once hydrated', async ({
    page,
    context,
    request,
    isMobile,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const path = `/blog/${await firstSlug(request)}`;
    const held = await openUnhydrated(page, path);
    const copy = page.getByRole('main').getByRole('button', { name: 'Copy Link' }).first();
    await press(copy, isMobile);
    expect(await hydrated(copy)).toBe(false);

    held.release();
    await expect(page.getByText('Link copied!')).toBeVisible();
    await expect(page.getByRole('main').getByText('Copied!').first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(
      new RegExp(`${path}$`),
    );
  });

  test('the closing pledge link goes to the pledge page', async ({ page, isMobile }) => {
    const held = await openUnhydrated(page, '/impact');
    const banner = page.getByRole('main').locator('section').last();
    await press(banner.getByRole('link', { name: /Pledge/i }), isMobile);
    await expect(page).toHaveURL(/\/pledge$/);
    held.release();
    await expect(page.getByRole('heading', { level: 1, name: 'Take the Pledge' })).toBeVisible();
  });

  for (const form of [
    {
      path: '/contact',
      name: 'contact',
      submit: (page: Page) => page.getByRole('main').getByRole('button', { name: 'Send Message' }),
      first: (page: Page) => page.getByRole('main').getByLabel('Your Name'),
    },
    {
      path: '/pledge',
      name: 'pledge',
      submit: (page: Page) =>
        page.getByRole('main').getByRole('button', { name: 'Take the Pledge', exact: true }),
      first: (page: Page) => page.getByRole('main').getByLabel('Full Name'),
    },
    {
      path: '/about',
      name: 'newsletter',
      submit: (page: Page) =>
        page.getByRole('contentinfo').getByRole('button', { name: 'Subscribe' }),
      first: (page: Page) => page.getByRole('contentinfo').getByLabel('Email address'),
    },
  ]) {
    test(`the ${form.name} form sent empty comes back with its first invalid field focused`, async ({
      page,
      isMobile,
    }) => {
      const held = await openUnhydrated(page, form.path);
      await press(form.submit(page), isMobile);
      // The server's answer, before any script of it has run: focus is on the first field.
      await expect(form.first(page)).toHaveAttribute('aria-invalid', 'true');
      await expect(form.first(page)).toBeFocused();
      held.release();
      await expect.poll(() => hydrated(form.first(page))).toBe(true);
      await expect(form.first(page)).toBeFocused();
    });
  }
});
