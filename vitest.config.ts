import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'shared',
      'api',
      'shell',
      'public-site',
      'admin-console',
      'infra',
      // Repository-wide checks: the lint boundaries.
      { test: { name: 'repo', include: ['scripts/**/*.test.ts'], environment: 'node' } },
    ],
  },
});
