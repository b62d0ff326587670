import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';
import { E2E_BASE_URL, serverEnv } from './support/server';

/**
 * Runs against the production build served exactly as `pnpm start` serves it, on a fresh
 * SQLite database, in the machine's Chromium (never a downloaded browser).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    {
      name: 'phone',
      use: { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true },
      grep: /@phone/,
    },
  ],
  webServer: {
    command: 'pnpm exec tsx scripts/start.ts',
    cwd: '..',
    url: `${E2E_BASE_URL}/api/health`,
    env: serverEnv(),
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
