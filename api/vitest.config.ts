import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Says which tests a missing service leaves out.
    globalSetup: ['./test/support/missing-services.ts'],
    // API tests each open a real database; keep files isolated but not too many at once.
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
