import { expect, test } from '@playwright/test';
import {
  horizontalOverflow,
  openIn,
  resolvePath,
  scrollThrough,
  VISITOR_ROUTES,
} from './public-helpers';

/** Every visitor route renders its key content; nothing scrolls sideways at 375, 768 or 1280 px. */

test.describe('visitor routes', () => {
  test('home shows every section, the counter and the featured research @phone', async ({
    page,
  }) => {
    await openIn(page, '/');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toContainText('Go Nitrate-Free');
    await expect(main.getByRole('link', { name: 'Take the Pledge' }).first()).toHaveAttribute(
      'href',
      '/pledge',
    );
    await expect(main.getByRole('link', { name: 'Learn More' })).toHaveAttribute('href', '/about');

    const counter = main.getByTestId('counter-display').first();
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText('3,000,000+', { timeout: 5000 });

    for (const title of [
      'How It Works',
      'Our Impact So Far',
      'Why Join Us',
      'What the Research Says',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    for (const label of ['Pledges Taken', 'Social Media Reach']) {
      await expect(main.getByText(label)).toBeVisible();
    }
    // Every pledge of this run is this year's: with no previous year there is no growth to show.
    await expect(main.getByText('Year-over-Year Growth')).toHaveCount(0);
    await expect(main.getByText('18%')).toBeVisible();
    await expect(main.getByText('34,000+')).toBeVisible();
    const research = main.locator('section', {
      has: page.getByRole('heading', { name: 'What the Research Says' }),
    });
    await expect(research.getByRole('article')).toHaveCount(3);
    await expect(research.getByRole('article').first().getByRole('listitem')).toHaveCount(2);
    await expect(research.getByRole('link', { name: /^Read Article/ }).first()).toHaveAttribute(
      'href',
      /^\/blog\/.+/,
    );
    await expect(main.getByRole('link', { name: 'View All Research Articles' })).toHaveAttribute(
      'href',
      '/blog',
    );
    await expect(main.getByRole('heading', { name: 'Take the Pledge Today' })).toBeVisible();
  });

  test('about shows the mission, the revealed timeline, the team and the banner @phone', async ({
    page,
  }) => {
    await openIn(page, '/about');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Our Mission');
    const events = main
      .locator('section', { has: page.getByRole('heading', { name: 'Our Journey' }) })
      .getByRole('listitem');
    await expect(events).toHaveCount(5);
    await expect(events.first()).toContainText('2020');
    await expect(events.last()).toContainText('2024');
    await scrollThrough(page);
    for (let i = 0; i < 5; i++) {
      await expect(events.nth(i)).toHaveAttribute('data-visible', 'true');
      await expect(events.nth(i)).toHaveCSS('opacity', '1');
    }
    const team = main
      .locator('section', { has: page.getByRole('heading', { name: 'Meet Our Team' }) })
      .getByRole('listitem');
    await expect(team).toHaveCount(4);
    await expect(team.first()).toContainText('SJ');
    await expect(
      main.getByText('Together, we can create a healthier future for everyone'),
    ).toBeVisible();
  });

  test('values cards flip independently by click and keyboard @phone', async ({ page }) => {
    await openIn(page, '/values');
    const cards = page.getByRole('main').getByRole('button');
    await expect(cards).toHaveCount(6);
    await expect(cards.first()).toContainText('Click to learn more');
    await cards.nth(0).click();
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
    await expect(cards.nth(0)).toContainText('Click to flip back');
    await cards.nth(1).focus();
    await page.keyboard.press('Enter');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Space');
    await expect(cards.nth(1)).toHaveAttribute('aria-pressed', 'false');
    await expect(cards.nth(0)).toHaveAttribute('aria-pressed', 'true');
  });

  test('impact shows its metrics, the chart, testimonials and the banner @phone', async ({
    page,
  }) => {
    await openIn(page, '/impact');
    const main = page.getByRole('main');
    // Growth Rate shows only once there is a previous year to compare with.
    for (const label of ['Total Pledges', 'Social Reach', 'Active Members']) {
      await expect(main.getByText(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByText('8,432', { exact: true }).first()).toBeAttached();
    await expect(main.getByRole('heading', { name: 'Pledge Growth Over Time' })).toBeVisible();
    const chart = main.getByRole('img', { name: /^Pledge Growth Over Time/ });
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    expect(box.height).toBe(400);
    expect(box.width).toBeGreaterThan(250);
    // One bar and one table row per year with pledges (none on a fresh site: no fallback years).
    const table = main.getByRole('table', { name: 'Pledges by year' });
    await expect(table).toBeAttached();
    const years = await table.locator('tbody tr').count();
    await expect(chart.getByTestId('pledge-bar')).toHaveCount(years);
    await expect(table).not.toContainText('12,847');
    await expect(main.locator('blockquote')).toHaveCount(3);
    await expect(main.getByRole('heading', { name: 'Be Part of Our Story' })).toBeVisible();
  });

  test('the blog list leads to an article with its metadata, replaced on leaving @phone', async ({
    page,
  }) => {
    await openIn(page, '/blog');
    const main = page.getByRole('main');
    const cards = main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    await expect(cards.first().locator('time')).toHaveText(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    const title = (await cards.first().getByRole('heading').textContent())!;
    await cards
      .first()
      .getByRole('link', { name: /^Read Article/ })
      .click();

    await expect(main.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(page).toHaveTitle(`${title} | Nitrate-Free November`);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    // A large card with the article's own illustration, shown in the article too.
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute(
      'content',
      'summary_large_image',
    );
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      /\/articles\/[a-z0-9-]+\.jpg$/,
    );
    const illustration = main.getByRole('img', { name: title });
    await expect(illustration).toBeVisible();
    expect(await illustration.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1200);
    expect(await page.locator('meta[property="article:tag"]').count()).toBeLessThanOrEqual(5);
    await expect(main.getByText(/\d+ min read/)).toBeVisible();
    await expect(main.getByRole('heading', { name: 'References & Citations' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Share this article' })).toBeVisible();
    await expect(main.getByRole('button', { name: 'Copy Link' })).toHaveCount(2);

    await main.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Research & Insights');
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'website');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveCount(0);
    await expect(page).not.toHaveTitle(new RegExp(title));
  });

  test('share buttons open 600×400 popups; Copy Link confirms', async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Record the popups instead of leaving the machine for the networks' share pages.
    await page.addInitScript(() => {
      const opened: string[][] = [];
      Object.assign(window, { __opened: opened });
      window.open = (...args: unknown[]) => {
        opened.push(args.map(String));
        return null;
      };
    });
    await openIn(page, await resolvePath(request, '/blog/{slug}'));
    const main = page.getByRole('main');
    for (const network of ['Facebook', 'Twitter', 'LinkedIn']) {
      await main
        .getByRole('button', { name: `Share on ${network}` })
        .first()
        .click();
    }
    const opened = await page.evaluate(
      () => (window as unknown as { __opened: string[][] }).__opened,
    );
    const here = encodeURIComponent(page.url());
    expect(opened.map(([url]) => url)).toEqual([
      `https://www.facebook.com/sharer/sharer.php?u=${here}`,
      expect.stringContaining(`https://twitter.com/intent/tweet?url=${here}&text=`),
      `https://www.linkedin.com/sharing/share-offsite/?url=${here}`,
    ]);
    for (const [, target, features] of opened) {
      expect(target).toBe('_blank');
      expect(features).toContain('width=600,height=400');
    }

    const copy = main.getByRole('button', { name: 'Copy Link' }).first();
    await copy.click();
    await expect(main.getByRole('button', { name: 'Copied!' })).toBeVisible();
    await expect(page.getByText('Link copied!')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    await expect(main.getByRole('button', { name: 'Copy Link' })).toHaveCount(2, { timeout: 4000 });
  });

  test('a missing article shows "Article Not Found" @phone', async ({ page }) => {
    await openIn(page, '/blog/this-post-does-not-exist');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Article Not Found');
    await main.getByRole('link', { name: 'Back to Blog' }).click();
    await expect(page).toHaveURL(/\/blog$/);
  });

  test('tips switch categories with real tabs @phone', async ({ page }) => {
    await openIn(page, '/tips');
    const main = page.getByRole('main');
    const tabs = main.getByRole('tab');
    await expect(tabs).toHaveText(['Shopping', 'Labels', 'Cooking', 'Dining Out']);
    await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
    await expect(main.getByRole('tabpanel').getByRole('listitem').first()).toBeVisible();
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(
      main.getByRole('tabpanel', { name: 'Labels' }).getByRole('listitem').first(),
    ).toBeVisible();
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  test('contact and pledge show their forms and side content @phone', async ({ page }) => {
    await openIn(page, '/contact');
    const main = page.getByRole('main');
    for (const label of ['Your Name', 'Email Address', 'Message']) {
      await expect(main.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(main.getByRole('heading', { name: 'Response Time' })).toBeVisible();
    await expect(main.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

    await openIn(page, '/pledge');
    for (const label of ['Full Name', 'Email Address'])
      await expect(main.getByLabel(label)).toBeVisible();
    for (const benefit of ['Healthier Living', 'Join Community', 'Create Change']) {
      await expect(main.getByRole('heading', { name: benefit })).toBeVisible();
    }
    await expect(main.getByRole('form', { name: 'Join the Movement' })).toBeVisible();
  });

  test('an unknown path shows the 404 page with the router hint @phone', async ({ page }) => {
    await openIn(page, '/definitely/not/here');
    await expect(page.getByRole('main')).toContainText(
      'Did you forget to add the page to the router?',
    );
  });

  test('with reduced motion the counter shows its final value and the timeline is already there', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await openIn(page, '/');
    await expect(page.getByTestId('counter-display').first()).toHaveText('3,000,000+');
    await openIn(page, '/about');
    const events = page.getByRole('main').locator('ol > li');
    await expect(events.last()).toHaveCSS('opacity', '1');
    await expect(events.last()).toHaveCSS('transform', 'none');
  });

  for (const width of [375, 768, 1280]) {
    test(`no page scrolls sideways at ${width} px`, async ({ page, request }) => {
      // Every visitor page, scrolled through: more than the default on a busy 2-core machine.
      test.setTimeout(90_000);
      await page.setViewportSize({ width, height: 900 });
      for (const route of VISITOR_ROUTES) {
        await openIn(page, await resolvePath(request, route.path));
        await scrollThrough(page);
        expect(await horizontalOverflow(page), `${route.path} at ${width}px`).toBeLessThanOrEqual(
          0,
        );
      }
    });
  }
});
