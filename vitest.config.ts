import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['shared', 'api', 'shell', 'public-site', 'admin-console', 'infra'],
  },
});
