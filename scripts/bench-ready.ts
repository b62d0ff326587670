/**
 * `pnpm bench:ready`: whether a visitor's first tap works. Each control of each visitor page is
 * tapped the moment it is visible, on a phone-sized Chromium whose CPU is slowed 4x (CDP
 * Emulation.setCPUThrottlingRate), in a fresh browser context (nothing cached) per tap, against
 * the production build served as `pnpm lighthouse` serves it (scripts/lib/production-server.ts).
 *
 * Per page it prints:
 * - `ready ms`: from the page's first contentful paint until the last of its controls showed the
 *   effect of its tap (the menu open, the theme switched, a tab selected, a card turned, the link
 *   copied, the first invalid field focused, the next page's document arrived). Target ≤ 300 ms.
 * - `lost`: taps whose effect never showed within LOST_AFTER_MS. Target 0.
 * Then one row per control with its own figure.
 *
 * A benchmark, not a test: it exits 0 whatever the figures (non-zero only when it could not
 * measure).
 *
 * Options:
 *   --only TEXT   only the pages whose path contains TEXT (e.g. --only tips)
 *   --build       rebuild all three front ends first (by default only missing or stale ones)
 * Environment: BENCH_PORT (default: a free port), CHROMIUM_PATH (default /usr/bin/chromium).
 */
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';
import { withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

const CPU_SLOWDOWN = 4;
/** A tap whose effect has not shown this long after it is counted as lost. */
const LOST_AFTER_MS = 8_000;
const TARGET_READY_MS = 300;

interface Control {
  name: string;
  find(page: Page): Locator;
  /** Runs in the page: true once the tap's effect shows. */
  done: () => boolean;
}

const menu: Control = {
  name: 'menu button',
  find: (page) => page.getByRole('banner').getByLabel('Menu', { exact: true }),
  done: () => {
    const nav = document.querySelector('nav[aria-label="Mobile"]');
    return nav !== null && nav.getClientRects().length > 0;
  },
};

const theme: Control = {
  name: 'theme toggle',
  find: (page) => page.getByRole('banner').getByRole('button', { name: /Switch to dark theme/ }),
  done: () => document.documentElement.classList.contains('dark'),
};

/** A link to /pledge inside `scope`; done once the pledge page shows. */
const pledgeLink = (name: string, scope: (page: Page) => Locator): Control => ({
  name,
  find: (page) =>
    scope(page)
      .getByRole('link', { name: /Pledge/i })
      .first(),
  // The next page's document has arrived (its own load is the next page's figure, not this one's).
  done: () => location.pathname === '/pledge',
});

/** The form's submit button pressed with every field empty; done once its first field has focus. */
const emptySubmit = (name: string, button: RegExp, firstField: string): Control => ({
  name,
  find: (page) => page.getByRole('main').getByRole('button', { name: button }),
  done: new Function(
    `return document.activeElement?.id === ${JSON.stringify(firstField)};`,
  ) as () => boolean,
});

const lastSection = (page: Page) => page.getByRole('main').locator('section').last();

const PAGES: { path: string; controls: Control[] }[] = [
  {
    path: '/',
    controls: [
      menu,
      theme,
      pledgeLink('hero pledge link', (page) => page.getByRole('main').locator('section').first()),
    ],
  },
  {
    path: '/blog',
    controls: [
      menu,
      theme,
      {
        name: 'first article link',
        find: (page) => page.getByRole('main').locator('a[href^="/blog/"]').first(),
        done: () => /^\/blog\/[^/]+$/.test(location.pathname),
      },
    ],
  },
  {
    path: '/blog/{slug}',
    controls: [
      menu,
      theme,
      {
        name: 'copy link',
        find: (page) => page.getByRole('main').getByRole('button', { name: 'Copy Link' }).first(),
        done: () => /Copied!|Link copied!/.test(document.body.textContent ?? ''),
      },
    ],
  },
  {
    path: '/pledge',
    controls: [menu, theme, emptySubmit('empty pledge', /Take the Pledge/, 'pledge-name')],
  },
  { path: '/impact', controls: [menu, theme, pledgeLink('closing pledge link', lastSection)] },
  { path: '/about', controls: [menu, theme, pledgeLink('closing pledge link', lastSection)] },
  {
    path: '/tips',
    controls: [
      menu,
      theme,
      {
        name: 'Labels tab',
        find: (page) => page.getByRole('main').getByRole('tab', { name: 'Labels' }),
        done: () =>
          [...document.querySelectorAll('[role="tab"]')].some(
            (tab) => tab.textContent === 'Labels' && tab.getAttribute('aria-selected') === 'true',
          ),
      },
    ],
  },
  {
    path: '/values',
    controls: [
      menu,
      theme,
      {
        name: 'first value card',
        find: (page) => page.getByRole('main').locator('button[aria-pressed]').first(),
        done: () => document.querySelector('main button[aria-pressed="true"]') !== null,
      },
    ],
  },
  {
    path: '/contact',
    controls: [menu, theme, emptySubmit('empty contact', /Send Message/, 'contact-name')],
  },
];

interface Tap {
  page: string;
  control: string;
  /** From the page's first contentful paint until the effect showed; null when lost. */
  readyMs: number | null;
  /** From the page's first contentful paint until the tap. */
  tappedMs: number;
  /** From the tap until the effect showed; null when lost. */
  afterTapMs: number | null;
}

/**
 * Reports the first contentful paint of the first document the tab shows, as a wall-clock time
 * (ms since the epoch), from the page itself: asking for it would wait for a busy main thread.
 */
async function watchFirstPaint(page: Page): Promise<() => Promise<number>> {
  let resolve: (time: number) => void = () => {};
  const painted = new Promise<number>((r) => (resolve = r));
  await page.exposeFunction('__benchFirstPaint', (time: number) => resolve(time));
  await page.addInitScript(() => {
    new PerformanceObserver((list) => {
      const paint = list.getEntriesByName('first-contentful-paint')[0];
      if (paint)
        (window as unknown as { __benchFirstPaint(t: number): void }).__benchFirstPaint(
          performance.timeOrigin + paint.startTime,
        );
    }).observe({ type: 'paint', buffered: true });
  });
  return () => painted;
}

/**
 * Polls `done` in whatever document the tab shows (a tap may load another page) until it holds
 * or `deadline` passes; the wall-clock time it held at, or null.
 */
async function effectTime(page: Page, done: () => boolean, deadline: number) {
  while (Date.now() < deadline) {
    try {
      if (await page.evaluate(done)) return Date.now();
    } catch {
      // The document is being replaced (a link followed, a form posted): ask the next one.
    }
    await new Promise((resolve) => setTimeout(resolve, 15));
  }
  return null;
}

async function tapOnce(
  browser: Browser,
  url: string,
  control: Control,
): Promise<Omit<Tap, 'page'>> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    isMobile: true,
    hasTouch: true,
  });
  try {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], {
      origin: new URL(url).origin,
    });
    await context.addInitScript(() => localStorage.setItem('theme', 'light'));
    const page = await context.newPage();
    const firstPaint = await watchFirstPaint(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(url, { waitUntil: 'commit' });
    const target = control.find(page);
    // Tapped the moment it is visible (scrolled into view first, as a visitor would): no
    // waiting for the element to stop moving or for the page to be ready.
    await target.waitFor({ state: 'visible' });
    const tapped = Date.now();
    await target.tap({ force: true, noWaitAfter: true });
    const shown = await effectTime(page, control.done, tapped + LOST_AFTER_MS);
    const painted = await firstPaint();
    return {
      control: control.name,
      readyMs: shown === null ? null : Math.max(0, Math.round(shown - painted)),
      tappedMs: Math.round(tapped - painted),
      afterTapMs: shown === null ? null : Math.round(shown - tapped),
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const { values } = parseArgs({
    options: { only: { type: 'string' }, build: { type: 'boolean', default: false } },
  });
  const port = process.env.BENCH_PORT ? Number(process.env.BENCH_PORT) : undefined;
  await withProductionServer(
    { rebuild: values.build, logLevel: 'warn', port },
    async ({ server, slug, closeFirst }) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      closeFirst(() => browser.close());
      const pages = PAGES.filter((p) => !values.only || p.path.includes(values.only));
      console.log(
        `\nTapping each control as soon as it shows, ${CPU_SLOWDOWN}x CPU slowdown, 375 px phone, ` +
          `cold cache (${server.baseUrl}):`,
      );
      const taps: Tap[] = [];
      for (const { path, controls } of pages) {
        const shown = path.replace('{slug}', slug);
        for (const control of controls) {
          const tap = { page: path, ...(await tapOnce(browser, server.baseUrl + shown, control)) };
          taps.push(tap);
          console.log(
            `  ${path.padEnd(14)} ${control.name.padEnd(20)} ` +
              `tapped ${tap.tappedMs} ms after paint, ` +
              (tap.readyMs === null ? 'LOST' : `answered ${tap.readyMs} ms after paint`),
          );
        }
      }

      console.log('\nPer page (ready: first paint until every control has answered its tap):');
      console.table(
        pages.map(({ path }) => {
          const own = taps.filter((t) => t.page === path);
          const lost = own.filter((t) => t.readyMs === null).length;
          const ready = Math.max(...own.map((t) => t.readyMs ?? 0));
          return {
            page: path,
            'ready ms': lost > 0 ? `≥ ${ready} (taps lost)` : ready,
            lost,
            target: lost === 0 && ready <= TARGET_READY_MS ? 'met' : 'MISSED',
          };
        }),
      );
      console.log('Per control:');
      console.table(
        taps.map((t) => ({
          page: t.page,
          control: t.control,
          'tapped ms': t.tappedMs,
          'ready ms': t.readyMs ?? 'lost',
          'after tap ms': t.afterTapMs ?? 'lost',
        })),
      );
      const lost = taps.filter((t) => t.readyMs === null).length;
      console.log(
        `Targets: ready ≤ ${TARGET_READY_MS} ms and 0 lost taps. Lost: ${lost} of ${taps.length}.`,
      );
    },
  );
}

runScript(main);
