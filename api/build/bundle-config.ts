import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';

export const API_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * Packages the bundle leaves to node_modules: native addons (better-sqlite3, sharp), and
 * libraries that pick their modules at run time (knex loads its dialect's driver by name,
 * objection extends knex, mysql2 is that driver; rate-limiter-flexible imports its optional
 * stores by a computed name). Everything else, @campaign/shared's TypeScript included, is
 * compiled into the bundle.
 */
export const EXTERNAL_PACKAGES = [
  'better-sqlite3',
  'sharp',
  'mysql2',
  'knex',
  'objection',
  'rate-limiter-flexible',
] as const;

const EXTERNAL = new RegExp(`^(?:${EXTERNAL_PACKAGES.join('|')})(?:/.*)?$`);

/** Every command-line tool in api/src/cli/, found anew at each build. */
export function cliEntries(): Record<string, string> {
  const dir = path.join(API_DIR, 'src', 'cli');
  return Object.fromEntries(
    readdirSync(dir)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => [`cli/${file.replace(/\.ts$/, '')}`, path.join(dir, file)]),
  );
}

/**
 * Where a bundled module is relative to the bundle's root folder: server.js at the root, the
 * tools one level down in cli/. config.ts reads it (as __BUNDLE_ROOT_FROM_MODULE__) to find the
 * front ends the bundle may carry in web/.
 */
function compilation(
  name: string,
  entry: Record<string, string>,
  outDir: string,
  rootFromModule: string,
): Configuration {
  return {
    name,
    mode: 'production',
    target: 'node20.19',
    context: API_DIR,
    entry,
    output: {
      path: outDir,
      filename: '[name].js',
      module: true,
      chunkFormat: 'module',
      library: { type: 'module' },
      // Another build in the same folder (the server, the tools) must not be wiped.
      clean: false,
    },
    externalsType: 'node-commonjs',
    externals: [
      ({ request }, callback) =>
        request && EXTERNAL.test(request) ? callback(undefined, request) : callback(),
    ],
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
      // The workspace's packages export TypeScript; resolve them like Node, not like a browser.
      conditionNames: ['node', 'import', 'require', 'default'],
      // `import … from './x.js'` in TypeScript source names x.ts.
      extensionAlias: { '.js': ['.ts', '.js'] },
    },
    module: {
      parser: {
        // import.meta.url stays the running file's URL (server.ts compares it with argv[1]).
        javascript: { importMeta: false },
      },
      rules: [
        {
          test: /\.tsx?$/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: 'es2022',
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic' } },
            },
          },
          type: 'javascript/auto',
        },
      ],
    },
    optimization: {
      // Readable stack traces in production logs; the size on disk does not matter here.
      minimize: false,
      // One file per entry: no chunk can end up in another folder than its entry.
      splitChunks: false,
    },
    plugins: [
      new rspack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
      new rspack.DefinePlugin({ __BUNDLE_ROOT_FROM_MODULE__: JSON.stringify(rootFromModule) }),
    ],
    devtool: 'source-map',
    node: { __dirname: false, __filename: false },
    stats: 'errors-warnings',
  };
}

/** The server (server.js) and every tool (cli/<name>.js), compiled into `outDir`. */
export function bundleConfigs(outDir: string): Configuration[] {
  return [
    compilation('server', { server: path.join(API_DIR, 'src', 'server.ts') }, outDir, '.'),
    compilation('cli', cliEntries(), outDir, '..'),
  ];
}
