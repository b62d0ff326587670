import { defineProject } from 'vitest/config';

export default defineProject({
  esbuild: { jsx: 'automatic' },
  define: { __APP_VERSION__: '"test"', __CONTRACT_VERSION__: '"1.0.0"' },
  test: {
    name: 'admin-console',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['../shared/src/testing/setup-dom.ts', './src/test/setup.tsx'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // antd in jsdom is slow to render; a loaded CI machine needs the headroom.
    testTimeout: 15_000,
  },
});
