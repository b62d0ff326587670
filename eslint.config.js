import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'infra/releases/**',
      'shell/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: [
      'shell/**/*.{ts,tsx}',
      'public-site/**/*.{ts,tsx}',
      'admin-console/**/*.{ts,tsx}',
      'shared/src/react/**/*.{ts,tsx}',
    ],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // The API guards routes by attaching middleware to them (api/src/routes/api.ts), never by
    // comparing the request path with strings: routing and guarding follow one rule.
    files: ['api/src/**/*.ts'],
    // request-context logs the path; the static file server maps paths to files; router.ts is
    // the one place routers are made.
    ignores: [
      'api/src/**/*.test.ts',
      'api/src/http/request-context.ts',
      'api/src/http/router.ts',
      'api/src/web/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.name='ctx'][property.name=/^(path|url|originalUrl)$/]",
          message:
            'Do not decide by the request path: attach the middleware to the routes it guards (routes/api.ts).',
        },
        {
          selector: "NewExpression[callee.name='Router']",
          message:
            'Build routers with createRouter() (http/router.ts): one matching rule for every route.',
        },
      ],
    },
  },
  {
    // One router for the three front ends: they share @campaign/shared/router, a short list of
    // react-router's exports, so each build keeps only those parts (see that module).
    files: [
      'shell/src/**/*.{ts,tsx}',
      'public-site/src/**/*.{ts,tsx}',
      'admin-console/src/**/*.{ts,tsx}',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import routing from @campaign/shared/router.',
          })),
        },
      ],
    },
  },
  {
    // Schemas in the contracts package reach zod through zod.ts, which first sets zod's browser
    // settings (see zod-config.ts).
    files: ['shared/src/**/*.ts'],
    ignores: [
      'shared/src/zod.ts',
      'shared/src/zod-config.ts',
      'shared/src/**/*.test.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: ['zod', 'zod/mini'].map((name) => ({
            name,
            message: 'Import z from ./zod in this package.',
            allowTypeImports: true,
          })),
        },
      ],
    },
  },
);
