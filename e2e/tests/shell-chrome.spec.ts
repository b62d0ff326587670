import { expect, test, type Page } from '@playwright/test';

/**
 * The shell's chrome in the composed, built site: header, navigation, theme, mobile menu,
 * scroll handling, newsletter and toasts. Titles with @phone also run at 375 px.
 */

const NAV = [
  ['Home', '/'],
  ['About', '/about'],
  ['Values', '/values'],
  ['Impact', '/impact'],
  ['Blog', '/blog'],
  ['Tips', '/tips'],
  ['Contact', '/contact'],
] as const;

const header = (page: Page) => page.getByRole('banner');
const themeToggle = (page: Page) =>
  header(page).getByRole('button', { name: /Switch to (dark|light) theme/ });
/** The page background of each theme (`COLORS.bg` in shared/src/design-tokens.ts). */
const LIGHT_PAGE = 'rgb(253, 252, 248)';
const DARK_PAGE = 'rgb(12, 19, 15)';
const isDark = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('dark'));

/**
 * Waits for the public remote to render, so the page is the real composed one, and for the
 * page's scripts: the server-rendered page shows before the shell listens for anything.
 */
async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('header and navigation (desktop)', () => {
  test.skip(({ isMobile }) => isMobile, 'the phone layout has its own tests');

  test('brand, seven nav items, current route and the pledge call to action', async ({ page }) => {
    await openPage(page, '/about');
    const brand = header(page).getByRole('link', { name: 'Nitrate-Free November' });
    await expect(brand).toHaveAttribute('href', '/');

    const nav = header(page).getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeVisible();
    const links = nav.getByRole('link');
    await expect(links).toHaveText(NAV.map(([label]) => label));
    for (const [label, href] of NAV)
      await expect(nav.getByRole('link', { name: label })).toHaveAttribute('href', href);

    await expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    await nav.getByRole('link', { name: 'Values' }).click();
    await expect(page).toHaveURL(/\/values$/);
    await expect(nav.getByRole('link', { name: 'Values' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    // The mobile toggle is not offered on a desktop.
    await expect(header(page).getByRole('button', { name: 'Menu' })).toBeHidden();

    await header(page).getByRole('link', { name: 'Take the Pledge' }).click();
    await expect(page).toHaveURL(/\/pledge$/);
    await brand.click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  test('a blog article keeps Blog highlighted', async ({ page }) => {
    await page.goto('/blog/any-article');
    await expect(header(page).getByRole('link', { name: 'Blog' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});

test.describe('header behaviour', () => {
  test('is sticky and 80 px tall; past 20 px of scroll it turns translucent, blurred and shadowed @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    const banner = header(page);
    expect((await banner.boundingBox())?.height).toBe(80);
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
    await expect(banner).toHaveCSS('box-shadow', 'none');
    await expect(banner).toHaveCSS('backdrop-filter', 'none');

    await page.evaluate(() => window.scrollTo(0, 20));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');

    await page.evaluate(() => window.scrollTo(0, 600));
    await expect(banner).toHaveAttribute('data-scrolled', 'true');
    await expect(banner).toHaveCSS('backdrop-filter', /blur\(12px\)/);
    await expect(banner).not.toHaveCSS('box-shadow', 'none');
    const background = await banner.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(background).toMatch(/rgba?\(.*,\s*0\.\d+\)|\/ 0\.\d+\)/); // translucent
    // Still at the top: sticky. Polled: one CI run read the box mid-layout after the scroll.
    await expect.poll(async () => (await banner.boundingBox())?.y).toBe(0);

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(banner).toHaveAttribute('data-scrolled', 'false');
  });

  test('every route change scrolls back to the top @phone', async ({ page }) => {
    await openPage(page, '/');
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('theme', () => {
  test('the toggle switches the root class, stores the choice and survives a reload @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    expect(await isDark(page)).toBe(false);
    await expect(themeToggle(page)).toHaveAccessibleName('Switch to dark theme');

    await themeToggle(page).click();
    expect(await isDark(page)).toBe(true);
    await expect(themeToggle(page)).toHaveAccessibleName('Switch to light theme');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    await expect(page.locator('body')).toHaveCSS('background-color', DARK_PAGE);

    await page.reload();
    await expect(themeToggle(page)).toHaveAccessibleName('Switch to light theme');
    expect(await isDark(page)).toBe(true);

    await themeToggle(page).click();
    expect(await isDark(page)).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await expect(page.locator('body')).toHaveCSS('background-color', LIGHT_PAGE);
  });

  test('the stored theme is applied before first paint, and only "dark"/"light" count', async ({
    page,
  }) => {
    // Record the root class at the first moment a script can see the parsed document, before
    // any of the app's asynchronously loaded code has run.
    await page.addInitScript(() => {
      const w = window as unknown as { __themeAtParse?: boolean };
      document.addEventListener('DOMContentLoaded', () => {
        w.__themeAtParse = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('theme', 'dark'));
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { __themeAtParse?: boolean }).__themeAtParse),
    ).toBe(true);

    await page.evaluate(() => localStorage.setItem('theme', 'DARK'));
    await page.reload();
    expect(
      await page.evaluate(() => (window as unknown as { __themeAtParse?: boolean }).__themeAtParse),
    ).toBe(false);
    await expect(themeToggle(page)).toHaveAccessibleName('Switch to dark theme');
  });

  test('remotes follow the theme through the shared contract', async ({ page }) => {
    await openPage(page, '/');
    const heard = page.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          window.addEventListener(
            'campaign:theme',
            (event) => resolve((event as CustomEvent).detail),
            { once: true },
          );
        }),
    );
    await themeToggle(page).click();
    expect(await heard).toEqual({ theme: 'dark' });
  });
});

test.describe('mobile menu', () => {
  test.skip(({ isMobile }) => !isMobile, 'phone layout only');

  test('opens with the toggle, offers every item and the call to action, closes on choice @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    await expect(header(page).getByRole('navigation', { name: 'Main' })).toBeHidden();
    await expect(header(page).getByRole('link', { name: 'Take the Pledge' })).toBeHidden();

    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panelId = await toggle.getAttribute('aria-controls');
    expect(panelId).toBeTruthy();

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(page.locator(`[id="${panelId}"]`)).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText([
      ...NAV.map(([label]) => label),
      'Take the Pledge',
    ]);
    await expect(menu.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await menu.getByRole('link', { name: 'Impact' }).click();
    await expect(page).toHaveURL(/\/impact$/);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeHidden();

    await toggle.click();
    await expect(menu.getByRole('link', { name: 'Impact' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await menu.getByRole('link', { name: 'Take the Pledge' }).click();
    await expect(page).toHaveURL(/\/pledge$/);
    await expect(menu).toBeHidden();
  });

  test('Escape closes it and returns focus to the toggle @phone', async ({ page }) => {
    await openPage(page, '/');
    const toggle = header(page).getByRole('button', { name: 'Menu' });
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.getByRole('link', { name: 'Values' }).focus();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });

  test('the theme toggle stays in the phone header @phone', async ({ page }) => {
    await openPage(page, '/');
    await expect(themeToggle(page)).toBeVisible();
    await themeToggle(page).click();
    expect(await isDark(page)).toBe(true);
  });
});

test.describe('footer and newsletter', () => {
  test('Quick Links, social placeholders, the legal pages and the copyright line @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    const footer = page.getByRole('contentinfo');
    const quick = footer.getByRole('navigation', { name: 'Quick Links' });
    await expect(quick.getByRole('link')).toHaveText(NAV.map(([label]) => label));
    for (const name of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', '#');
    }
    for (const [name, href] of [
      ['Privacy Policy', '/privacy'],
      ['Terms of Service', '/terms'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText('© 2024 Nitrate-Free November. All rights reserved.');
  });

  test('an invalid address shows the message beneath the input and sends nothing @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    let posted = false;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/newsletter')) posted = true;
    });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Email address');
    await expect(input).toHaveAttribute('type', 'email');
    await input.fill('not-an-email');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const message = footer.getByText('Invalid email address');
    await expect(message).toBeVisible();
    await expect(input).toBeFocused();
    const [inputBox, messageBox] = [await input.boundingBox(), await message.boundingBox()];
    expect(messageBox!.y).toBeGreaterThan(inputBox!.y + inputBox!.height - 1);
    expect(posted).toBe(false);
  });

  test('subscribing shows a spinner, then the success toast, and clears the form @phone', async ({
    page,
  }) => {
    await openPage(page, '/');
    // Hold the request back until the pending state has been seen, then let the real API answer.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/newsletter', async (route) => {
      await held;
      await route.continue();
    });
    const footer = page.getByRole('contentinfo');
    const input = footer.getByLabel('Email address');
    await input.fill(`shell-e2e-${Date.now()}@example.org`);
    await footer.getByRole('button', { name: 'Subscribe' }).click();

    const busy = footer.getByRole('button', { name: /Subscribing/ });
    await expect(busy).toBeDisabled();
    await expect(busy.locator('svg')).toBeVisible();
    release();

    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toasts.getByRole('group', { name: 'Success!' })).toContainText(
      "You've been subscribed to our newsletter.",
    );
    await expect(input).toHaveValue('');
    await expect(footer.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  });

  test('a failure shows the destructive "Error" toast with the server message or the fallback', async ({
    page,
  }) => {
    await openPage(page, '/');
    const answers = [
      {
        status: 429,
        body: JSON.stringify({ message: 'Too many requests. Please try again later.' }),
      },
      { status: 500, body: '' },
    ];
    await page.route('**/api/newsletter', (route) => {
      const answer = answers.shift()!;
      return route.fulfill({
        status: answer.status,
        contentType: 'application/json',
        body: answer.body,
      });
    });
    const footer = page.getByRole('contentinfo');
    await footer.getByLabel('Email address').fill('ada@example.org');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    const toasts = page.getByRole('region', { name: 'Notifications (F8)' });
    const error = toasts.getByRole('group', { name: 'Error' });
    await expect(error).toContainText('Too many requests. Please try again later.');
    await expect(error).toHaveAttribute('data-variant', 'destructive');
    await expect(footer.getByLabel('Email address')).toHaveValue('ada@example.org');

    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect(error).toContainText('Failed to subscribe. Please try again.');
    await expect(toasts.getByRole('group')).toHaveCount(1);
  });
});

test.describe('toasts', () => {
  const raise = (page: Page, detail: Record<string, unknown>) =>
    page.evaluate(
      (d) => window.dispatchEvent(new CustomEvent('campaign:toast', { detail: d })),
      detail,
    );

  test('one at a time, F8 reaches the viewport, at most 420 px wide from medium screens up @phone', async ({
    page,
    isMobile,
  }) => {
    await openPage(page, '/');
    const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
    await raise(page, { type: 'add', id: 'a', title: 'First' });
    await raise(page, { type: 'add', id: 'b', title: 'Second', description: 'Replaces the first' });
    await expect(viewport.getByRole('group')).toHaveCount(1);
    await expect(viewport.getByRole('group', { name: 'Second' })).toBeVisible();
    await expect(viewport.getByRole('status')).toHaveAttribute('aria-live', 'polite');

    await page.keyboard.press('F8');
    await expect(viewport).toBeFocused();

    const width = (await viewport.boundingBox())!.width;
    if (isMobile) expect(width).toBe(375);
    else expect(width).toBe(420);
  });

  test('closes by itself after 5 s, but not while hovered', async ({ page }) => {
    await openPage(page, '/');
    const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
    await page.clock.install();
    await raise(page, { type: 'add', id: 'c', title: 'Timed' });
    const toast = viewport.getByRole('group', { name: 'Timed' });
    await expect(toast).toBeVisible();
    await toast.hover();
    await page.clock.runFor(10_000);
    await expect(toast).toBeVisible();
    await page.mouse.move(5, 5);
    await page.clock.runFor(5_000);
    await expect(toast).toBeHidden();
  });

  test('swiping right 50 px or more dismisses; less springs back', async ({ page }) => {
    await openPage(page, '/');
    const viewport = page.getByRole('region', { name: 'Notifications (F8)' });
    await raise(page, { type: 'add', id: 'd', title: 'Swipe', duration: 60_000 });
    const toast = viewport.getByRole('group', { name: 'Swipe' });
    // Pointer events dispatched on the toast itself: real mouse moves raced the spring-back
    // transition on a loaded machine. The events still run through the browser's handlers.
    const swipe = async (distance: number) => {
      const box = (await toast.boundingBox())!;
      const clientX = box.x + 40;
      const clientY = box.y + box.height / 2;
      const base = { pointerId: 7, pointerType: 'touch', isPrimary: true, bubbles: true, clientY };
      await toast.dispatchEvent('pointerdown', { ...base, clientX, button: 0 });
      for (let step = 1; step <= 5; step += 1) {
        await toast.dispatchEvent('pointermove', {
          ...base,
          clientX: clientX + (distance * step) / 5,
        });
      }
      await toast.dispatchEvent('pointerup', { ...base, clientX: clientX + distance });
    };

    await swipe(30);
    await expect(toast).toBeVisible();

    await swipe(120);
    await expect(toast).toBeHidden();
  });
});
