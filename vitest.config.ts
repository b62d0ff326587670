import { createRequire } from 'node:module';
import { defineConfig, defineProject } from 'vitest/config';

// The contracts package's version, which the front-end builds define as __CONTRACT_VERSION__
// (shared/src/federation/app-config.ts). Read at run time: a config file loads packages as
// plain Node modules, and the package's own TypeScript would not load here.
const { version: contractVersion } = createRequire(import.meta.url)(
  '@campaign/shared/package.json',
) as { version: string };

/**
 * The unit-test project of a front-end app (shell, public-site, admin-console): its tests in
 * jsdom after the DOM set-up every app shares, the constants its build defines, and CSS Modules
 * with plain class names, so a test can find an element by its class.
 */
function frontEndProject(app: string, options: { setupFile?: string; testTimeout?: number } = {}) {
  return defineProject({
    esbuild: { jsx: 'automatic' },
    define: {
      __APP_VERSION__: JSON.stringify('test'),
      __CONTRACT_VERSION__: JSON.stringify(contractVersion),
    },
    test: {
      name: app,
      root: app,
      environment: 'jsdom',
      include: ['src/**/*.test.{ts,tsx}'],
      setupFiles: [
        '../shared/src/testing/setup-dom.ts',
        ...(options.setupFile ? [options.setupFile] : []),
      ],
      css: { modules: { classNameStrategy: 'non-scoped' } },
      ...(options.testTimeout ? { testTimeout: options.testTimeout } : {}),
    },
  });
}

export default defineConfig({
  test: {
    projects: [
      'shared',
      'api',
      frontEndProject('shell'),
      frontEndProject('public-site', { setupFile: './src/test/setup.ts' }),
      // antd in jsdom is slow to render; a loaded CI machine needs the headroom.
      frontEndProject('admin-console', { setupFile: './src/test/setup.tsx', testTimeout: 15_000 }),
      'infra',
      // Repository-wide checks: the lint boundaries.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
