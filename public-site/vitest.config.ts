import { defineProject } from 'vitest/config';

export default defineProject({
  esbuild: { jsx: 'automatic' },
  define: { __APP_VERSION__: '"test"', __CONTRACT_VERSION__: '"1.0.0"' },
  test: {
    name: 'public-site',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/src/testing/setup-dom.ts', './src/test/setup.ts'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
