import { defineProject } from 'vitest/config';

export default defineProject({
  esbuild: { jsx: 'automatic' },
  test: {
    name: 'shared',
    // Most of shared is plain logic; the react/ contracts need a DOM.
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
  },
});
