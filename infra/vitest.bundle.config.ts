import { defineConfig } from 'vitest/config';

/**
 * `pnpm test:bundle`: the API image's bundle built and started as the Dockerfile says. After
 * `pnpm build` in `pnpm test`, since it renders a page from those builds.
 */
export default defineConfig({
  test: {
    name: 'bundle',
    root: 'infra',
    environment: 'node',
    include: ['src/production-bundle.test.ts'],
    testTimeout: 20_000,
  },
});
