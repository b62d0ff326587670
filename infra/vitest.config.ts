import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'infra',
    environment: 'node',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    testTimeout: 20_000,
  },
});
