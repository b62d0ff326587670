import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import globals from 'globals';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The feature folders of a front end: each is a slice that must not reach into another. */
const featuresOf = (app) =>
  readdirSync(path.join(app, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** Every package's own TypeScript project, so imports resolve as each package's build sees them. */
const TS_PROJECTS = [
  'tsconfig.json',
  'api/tsconfig.json',
  'shared/tsconfig.json',
  'shell/tsconfig.json',
  'public-site/tsconfig.json',
  'admin-console/tsconfig.json',
  'infra/tsconfig.json',
  'e2e/tsconfig.json',
];

/** Hooks live in kebab-case modules like every other non-component file: use-in-view.ts. */
const fileNames = {
  rules: {
    'hook-file-name': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = path.basename(context.filename);
        return {
          Program(node) {
            if (/^use[A-Z]/.test(name)) {
              context.report({
                node,
                message: `Name hook modules in kebab-case (use-…): ${name}.`,
              });
            }
          },
        };
      },
    },
  },
};

/** Which workspace packages a front end must not import: the host and the other remote. */
const FORBIDDEN_PACKAGES = {
  shell: [],
  'public-site': ['@campaign/shell', '@campaign/admin-console', '@campaign/api'],
  'admin-console': ['@campaign/shell', '@campaign/public-site', '@campaign/api'],
};

/** Testing Library's throwing queries: getByRole, findByText and the rest. */
const QUERY =
  '/^(get|find)By(Role|Text|LabelText|PlaceholderText|AltText|Title|TestId|DisplayValue)$/';

/** Test modules and the helpers only tests import. */
const TEST_FILES = ['**/*.test.{ts,tsx}', '**/test/**'];

const TESTING_ROUTER = {
  name: '@campaign/shared/router/testing',
  message: 'MemoryRouter is for tests: the app runs in the router the shell provides.',
};
const SERVER_ROUTER = {
  name: '@campaign/shared/router/server',
  message: 'StaticRouter is for the server render (src/server/): visitors never load it.',
};

/** What a front end's module may not import: the libraries behind the shared facades, the packages in `forbidden`, and `extra`. */
function frontEndImports(app, forbidden, extra) {
  return {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          ...['react-router', 'react-router-dom'].map((name) => ({
            name,
            message: 'Import routing from @campaign/shared/router.',
          })),
          {
            name: '@tanstack/react-query',
            message: 'Import queries from @campaign/shared/query.',
          },
          ...extra,
        ],
        patterns: forbidden.map((name) => ({
          group: [name, `${name}/*`],
          message: `${app} must not import ${name}: share through @campaign/shared.`,
        })),
      },
    ],
  };
}

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
    // Promises and `await`, checked with the type checker's help: a promise nobody awaits or
    // handles (an unhandled rejection, a write that may not have finished), a promise-returning
    // function where the caller ignores the result (an event handler, a listener), `await` on
    // something that is not a promise. Each file is typed by its package's own TypeScript
    // project. Slower than the rest of the lint (ESLint's cache keeps warm runs short).
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  {
    // Boundaries between packages and modules (see docs/decisions/017-enforced-boundaries.md).
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX, files: fileNames },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: TS_PROJECTS, noWarnOnMultipleProjects: true }),
      ],
    },
    rules: {
      // Another package is imported by its name and public exports, never by ../other/src/….
      'import-x/no-relative-packages': 'error',
      'files/hook-file-name': 'error',
    },
  },
  ...['public-site', 'admin-console'].map((app) => ({
    // A feature is a slice: shared code goes to ui/ or lib/, never from one feature into another.
    files: [`${app}/src/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: featuresOf(app).map((feature) => ({
            target: `./${app}/src/features/${feature}`,
            from: `./${app}/src/features`,
            except: [`./${feature}`],
            message: 'Features do not import each other; move what both need to ui/ or lib/.',
          })),
        },
      ],
    },
  })),
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
  // One router and one query client for the three front ends: they share
  // @campaign/shared/router and @campaign/shared/query, short lists of react-router's and
  // TanStack Query's exports, so each build keeps only those parts (see those modules). And the
  // shell hosts the remotes, each released on its own: a remote never imports the host or the
  // other remote, and no front end imports the API. The routers visitors never use sit beside
  // the shared one: the in-memory router for tests, the static one for the server render.
  ...Object.entries(FORBIDDEN_PACKAGES).flatMap(([app, forbidden]) => [
    { files: [`${app}/src/**/*.{ts,tsx}`], rules: frontEndImports(app, forbidden, []) },
    {
      files: [`${app}/src/**/*.{ts,tsx}`],
      ignores: [...TEST_FILES, `${app}/src/server/**`],
      rules: frontEndImports(app, forbidden, [TESTING_ROUTER, SERVER_ROUTER]),
    },
    {
      files: [`${app}/src/server/**/*.{ts,tsx}`],
      ignores: TEST_FILES,
      rules: frontEndImports(app, forbidden, [TESTING_ROUTER]),
    },
  ]),
  {
    // A getBy…/findBy… query throws when nothing matches, so expecting its result to be defined
    // or truthy asserts nothing more: say what the visitor should see (toBeVisible,
    // toHaveTextContent, a value, an attribute, a role's state).
    files: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        // expect(getBy…(…)), expect(screen.getBy…(…)), expect(await screen.findBy…(…)): Testing
        // Library's queries only (a model's findById may well be undefined).
        ...[
          `CallExpression[callee.name=${QUERY}]`,
          `CallExpression[callee.property.name=${QUERY}]`,
          `AwaitExpression > CallExpression[callee.property.name=${QUERY}]`,
        ].map((query) => ({
          selector: `CallExpression[callee.property.name=/^toBe(Defined|Truthy)$/] > MemberExpression.callee > CallExpression.object[callee.name='expect'] > ${query}`,
          message:
            'A getBy/findBy query already throws when nothing matches: assert what the element shows or does (toBeVisible, toHaveTextContent, a value or attribute).',
        })),
      ],
    },
  },
  {
    // Schemas in the contracts package reach zod through zod.ts, which first sets zod's browser
    // settings (see zod-config.ts). Its React modules take TanStack Query from the shared query
    // facade, as the apps do: importing the library itself would bundle a second query client
    // context into them.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/query/index.ts', 'shared/src/**/*.test.{ts,tsx}', 'shared/src/zod*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            ...['zod', 'zod/mini'].map((name) => ({
              name,
              message: 'Import z from ./zod in this package.',
              allowTypeImports: true,
            })),
            {
              name: '@tanstack/react-query',
              message: 'Import queries from @campaign/shared/query.',
            },
          ],
        },
      ],
    },
  },
);
