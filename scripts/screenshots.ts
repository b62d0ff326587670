/**
 * `pnpm screenshots`: pictures of every visitor page as a visitor sees it, to look at the site
 * before and after a change to how it looks. The production build is served as `pnpm start`
 * serves it (scripts/lib/production-server.ts: a fresh SQLite database with the default
 * content), and each page is captured on a phone (375×812) and a desktop (1440×900), in the
 * light and the dark theme, into screenshots/ (not committed).
 *
 * Motion is reduced while capturing, so counters show their figures and cards are in place, and
 * every capture waits for the web fonts.
 *
 * Options:
 *   --fold          only the first screen of each page, not the whole page
 *   --only TEXT     only the pages whose name contains TEXT (e.g. --only pledge)
 *   --build         rebuild all three front ends first (by default only missing or stale ones)
 *
 * Environment: SCREENSHOTS_PORT (default: a free port), CHROMIUM_PATH (default
 * /usr/bin/chromium).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';
import { root, withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

const OUT_DIR = path.join(root, 'screenshots');

const VIEWPORTS = [
  { name: 'phone', width: 375, height: 812, isMobile: true },
  { name: 'desktop', width: 1440, height: 900, isMobile: false },
] as const;
const THEMES = ['light', 'dark'] as const;

/** Every page a visitor can reach, by the name its files get. `{slug}`: the newest article. */
const PAGES: { name: string; path: string }[] = [
  { name: 'home', path: '/' },
  { name: 'pledge', path: '/pledge' },
  { name: 'pledge-success', path: '/pledge?pledged=1' },
  { name: 'blog', path: '/blog' },
  { name: 'article', path: '/blog/{slug}' },
  { name: 'tips', path: '/tips' },
  { name: 'impact', path: '/impact' },
  { name: 'contact', path: '/contact' },
  { name: 'about', path: '/about' },
  { name: 'values', path: '/values' },
  { name: 'privacy', path: '/privacy' },
  { name: 'terms', path: '/terms' },
  { name: 'not-found', path: '/no-such-page' },
  { name: 'sign-in', path: '/api/login' },
];

const { values: args } = parseArgs({
  options: {
    fold: { type: 'boolean', default: false },
    only: { type: 'string' },
    build: { type: 'boolean', default: false },
  },
});

/**
 * A whole-page capture does not scroll, so images below the fold (loading="lazy") would stay
 * empty: scroll down a screen at a time, wait for the images, and come back to the top (where
 * the header is as a visitor first sees it).
 */
async function loadLazyImages(page: Page): Promise<void> {
  // No named functions inside: tsx would wrap them in a helper the page does not have.
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    await Promise.all(
      Array.from(document.images, (image) =>
        image.complete
          ? Promise.resolve()
          : new Promise((resolve) => {
              image.addEventListener('load', resolve);
              image.addEventListener('error', resolve);
            }),
      ),
    );
    window.scrollTo(0, 0);
    await new Promise((resolve) => setTimeout(resolve, 60));
  });
  await page.waitForLoadState('networkidle');
}

async function main() {
  const port = process.env.SCREENSHOTS_PORT ? Number(process.env.SCREENSHOTS_PORT) : undefined;
  await withProductionServer(
    { rebuild: args.build, logLevel: 'warn', port },
    async ({ server, slug, closeFirst }) => {
      const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
      closeFirst(() => browser.close());
      mkdirSync(OUT_DIR, { recursive: true });
      const pages = PAGES.filter((p) => !args.only || p.name.includes(args.only));
      let count = 0;
      for (const viewport of VIEWPORTS) {
        for (const theme of THEMES) {
          const context = await browser.newContext({
            viewport: { width: viewport.width, height: viewport.height },
            isMobile: viewport.isMobile,
            hasTouch: viewport.isMobile,
            deviceScaleFactor: 1,
            reducedMotion: 'reduce',
          });
          // The stored theme, as the theme toggle leaves it (THEME_STORAGE_KEY).
          await context.addInitScript((value) => {
            try {
              window.localStorage.setItem('theme', value);
            } catch {
              // storage blocked: the page shows its default theme
            }
          }, theme);
          const page = await context.newPage();
          for (const { name, path: route } of pages) {
            await page.goto(`${server.baseUrl}${route.replace('{slug}', slug)}`, {
              waitUntil: 'networkidle',
            });
            if (!args.fold) await loadLazyImages(page);
            await page.evaluate(() => document.fonts.ready.then(() => undefined));
            const file = path.join(OUT_DIR, `${name}-${viewport.name}-${theme}.png`);
            await page.screenshot({ path: file, fullPage: !args.fold });
            count += 1;
          }
          await context.close();
        }
      }
      console.log(`${count} screenshots in ${path.relative(process.cwd(), OUT_DIR) || '.'}/`);
    },
  );
}

runScript(main);
