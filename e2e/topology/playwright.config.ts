import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '@campaign/shared/chromium';

/**
 * The production topology: nginx (the rendered infra/nginx template) serving releases made by
 * `pnpm release`, in front of two API instances on one database. The global setup starts it
 * all on free 127.0.0.1 ports in 4300–4399; the specs release, roll back and stop things.
 * Run with `pnpm test:topology`. Machine Chromium only, never a downloaded browser.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: './test-results',
  globalSetup: './global-setup.ts',
  globalTeardown: './global-teardown.ts',
  // The specs share one topology and change it (releases, a stopped instance): one at a time.
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    // Releases, rollbacks, visitors, failover, headers: nothing here needs sign-in.
    {
      name: 'topology',
      testIgnore: /sessions\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
    // Cross-instance sessions: needs the API's sign-in (/api/login, /api/auth/user).
    {
      name: 'sessions',
      testMatch: /sessions\.spec\.ts$/,
      use: { ...devices['Desktop Chrome'], channel: undefined },
    },
  ],
});
