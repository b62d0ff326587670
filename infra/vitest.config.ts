import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    // Needs the front ends built: run by `pnpm test:bundle` (vitest.bundle.config.ts).
    exclude: ['src/production-bundle.test.ts'],
    testTimeout: 20_000,
  },
});
