import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { API_DEV_PORT, FRONT_ENDS, type FrontEnd } from '../front-ends';
import { SERVER_BUILD_DIR } from '../remotes';
import { COLORS } from '../design-tokens';
import { PrecompressPlugin } from './precompress';
import { CONTRACT_VERSION, SHARED_MODULE_SOURCES, sharedDependencies } from './shared-dependencies';

/** Each dev server's port by federation name, and the API's (front-ends.ts). */
export const DEV_PORTS = {
  api: API_DEV_PORT,
  ...Object.fromEntries(FRONT_ENDS.map((app) => [app.federationName, app.devPort])),
} as Record<FrontEnd['federationName'] | 'api', number>;

interface AppConfigOptions {
  /** The app's folder (where its package.json, src/ and public/ live). */
  dir: string;
  /** Federation container name. */
  name: FrontEnd['federationName'];
  pkg: { name: string; version: string; dependencies?: Record<string, string> };
  exposes?: Record<string, string>;
  /** Extra dev-server options (the shell serves /remotes.json in dev). */
  devServer?: NonNullable<Configuration['devServer']>;
  /** Server entry (server builds only): the module the Node server calls. */
  serverEntry?: string;
}

/**
 * CSS Module class names made from the file and the class only, so the browser and the server
 * build of one app name every class alike (the server-rendered HTML and the hydrated page must
 * agree) and a rebuild of unchanged CSS keeps its names.
 */
const CSS_CLASS_NAMES = '[uniqueName]-[path][name]__[local]';
const require = createRequire(import.meta.url);

/** The page a remote's dev server serves it in, to run without the shell. */
const REMOTE_DEV_DOCUMENT = fileURLToPath(new URL('./remote-dev.html', import.meta.url));
const CSS_CLASS_NAMES_PRODUCTION = '[local]-[hash:8]';

/**
 * The language level of the browser bundles: ES2022 (class fields, optional chaining, top-level
 * await), which every browser released since spring 2022 runs (Chrome/Edge 94, Firefox 93,
 * Safari 15.4). Older browsers still get the server-rendered HTML and its plain forms.
 */
const BROWSER_TARGET = 'es2022';

/** A file of a federation runtime package's CommonJS build. */
const FEDERATION_RUNTIME_CJS = /[\\/]@module-federation[\\/][^\\/]+[\\/]dist[\\/].+\.cjs$/;

/** The ES module twin of a package's CommonJS file (`x.js` or `x.mjs` beside `x.cjs`), if any. */
const esmTwin = (file: string) =>
  ['.js', '.mjs'].map((ext) => file.replace(/\.cjs$/, ext)).find((f) => existsSync(f));

/** Points a request naming a federation runtime's CommonJS file at its ES module twin. */
function useEsmBuild(data: { request: string }) {
  if (FEDERATION_RUNTIME_CJS.test(data.request))
    data.request = esmTwin(data.request) ?? data.request;
}

/**
 * The federation runtime package as an ES module. The federation plugin aliases the bare name to
 * the CommonJS build it finds with require(); an alias of ours wins over it.
 */
function federationRuntimeEsm(): string {
  const tools = require.resolve('@module-federation/runtime-tools', {
    paths: [require.resolve('@module-federation/enhanced/rspack')],
  });
  const runtime = require.resolve('@module-federation/runtime', { paths: [tools] });
  return esmTwin(runtime) ?? runtime;
}

/**
 * For each CSS file, the `data-rspack` mark Rspack's CSS loading looks for on a `<link>` before
 * it adds one for a chunk. The server writes it on the stylesheets it renders into a page, so
 * loading that page's chunks in the browser finds them instead of adding each a second time
 * (which would make the browser recompute every style on the page).
 */
function stylesheetIds(
  compilation: { chunks: Iterable<{ id?: string | number | null; files: Iterable<string> }> },
  uniqueName: string,
): Record<string, string> {
  const ids: Record<string, string> = {};
  for (const chunk of compilation.chunks) {
    if (chunk.id === null || chunk.id === undefined) continue;
    for (const file of chunk.files) {
      if (file.endsWith('.css')) ids[file] = `${uniqueName}:chunk-${chunk.id}`;
    }
  }
  return ids;
}

/**
 * V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a first-line comment
 * asking for every function of the file to be compiled eagerly, which Chromium does off the main
 * thread while the script downloads. Written after minification, which would drop it, and before
 * the content hashes are computed. Other engines read it as a comment.
 */
function compileHints() {
  return new rspack.BannerPlugin({
    banner: '//# allFunctionsCalledOnLoad',
    raw: true,
    test: /\.js$/,
    stage: rspack.Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING,
  });
}

/**
 * The host's shared singletons (see shared-dependencies.ts) and the packages they import, in
 * one chunk. Every page needs all of them before it can start, and the federation runtime
 * otherwise loads them as about fifteen small chunks, each a script element added in the same
 * task: on a phone that task blocked the main thread for tens of milliseconds, and the pieces
 * compress worse apart (the home page loaded 3 KiB more).
 */
function sharedLibrariesChunk() {
  // Besides the singletons' own packages, the libraries inside them: React DOM's scheduler,
  // and what the router and query facades wrap (react-router with its cookie parser, TanStack).
  const packages = [
    ...SHARED_MODULE_SOURCES.packages,
    'scheduler',
    'react-router',
    'cookie',
    '@tanstack',
  ];
  const contracts = SHARED_MODULE_SOURCES.contractFolders;
  return {
    chunks: 'async' as const,
    cacheGroups: {
      sharedLibraries: {
        test: new RegExp(
          `[\\\\/](node_modules[\\\\/](${packages.join('|')})[\\\\/]|shared[\\\\/]src[\\\\/](${contracts.join('|')})[\\\\/])`,
        ),
        name: 'shared-libraries',
        chunks: 'async' as const,
        enforce: true,
      },
    },
  };
}

/**
 * One build recipe for the three front ends, so they agree on output layout (hashed files
 * under static/, which the servers cache forever), the shared singletons and the dev setup.
 */
export function appConfig(options: AppConfigOptions): Configuration {
  const { dir, name, pkg, exposes } = options;
  const production = process.env.NODE_ENV === 'production';
  const isHost = name === 'shell';
  const port = DEV_PORTS[name];

  return {
    name: 'browser',
    mode: production ? 'production' : 'development',
    // Rspack's own runtime code written for the same browsers as ours (see BROWSER_TARGET).
    target: ['web', BROWSER_TARGET],
    context: dir,
    entry: { main: './src/index.ts' },
    // Production builds publish no source maps: the served dist/ folders (and every release
    // copied from them) hold no .map files and no sourceMappingURL comments. Nothing here
    // would use hidden maps (no error-reporting service), so none are made at all.
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      // Remotes compute their base URL from where their manifest was loaded, so the same
      // build works under /remotes/<app>/, a versioned release folder or another origin.
      publicPath: isHost ? '/' : 'auto',
      uniqueName: name,
      filename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      chunkFilename: production ? 'static/js/[name].[contenthash:10].js' : 'static/js/[name].js',
      cssFilename: production ? 'static/css/[name].[contenthash:10].css' : 'static/css/[name].css',
      cssChunkFilename: production
        ? 'static/css/[name].[contenthash:10].css'
        : 'static/css/[name].css',
      assetModuleFilename: 'static/media/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      alias: { '@module-federation/runtime': federationRuntimeEsm() },
    },
    module: moduleRules({ production, server: false }),
    ...(isHost ? { optimization: { splitChunks: sharedLibrariesChunk() } } : {}),
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        ...(exposes ? { exposes } : {}),
        shared: sharedDependencies(pkg),
        // An unreachable remote must not take the others down with it.
        shareStrategy: 'loaded-first',
        // Records the contract this build speaks, so the shell can refuse an incompatible remote
        // before running any of its code (see docs/decisions/004-releases.md).
        manifest: {
          additionalData: ({ stats, compilation }) => {
            const metaData = stats.metaData as unknown as Record<string, unknown>;
            metaData.contractVersion = CONTRACT_VERSION;
            metaData.stylesheetIds = stylesheetIds(compilation, name);
          },
        },
        dts: false,
        experiments: {
          // Visitors download the federation runtime once: the shell provides it and the
          // remotes' containers use the shell's. In dev the remotes keep their own, so each can
          // still run alone on its dev server.
          ...(production
            ? isHost
              ? { provideExternalRuntime: true }
              : { externalRuntime: true }
            : {}),
          // Leaves out the runtime's Node-only code paths, and its manifest handling: the shell
          // reads each remote's manifest itself and registers the container it names. A remote
          // loads no remotes of its own, so its container leaves out that loader too (the
          // shell's runtime keeps it: it is what loads the remotes).
          optimization: { target: 'web', disableSnapshot: true, disableRemote: !isHost },
        },
      }),
      // The federation plugins resolve their runtime with require(), which picks each package's
      // CommonJS build: no bundler can tree-shake that, so visitors would download the runtime's
      // Node-only and manifest-generating code, in host and remote alike. Their ES module builds
      // (same packages, same versions) let the minifier drop what the browser never calls.
      new rspack.NormalModuleReplacementPlugin(FEDERATION_RUNTIME_CJS, useEsmBuild),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      }),
      // The host's document is the real one; remotes get one only to run alone in dev.
      ...(isHost || !production
        ? [
            new rspack.HtmlRspackPlugin({
              // The shell's own document; every remote runs alone in the same empty one.
              template: isHost ? path.join(dir, 'index.html') : REMOTE_DEV_DOCUMENT,
              // The browser's toolbar colour, from the design tokens.
              templateParameters: { themeColor: COLORS.primary.light },
            }),
          ]
        : []),
      ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      // Visitors' pages run almost every function of these bundles while they start: the hint
      // has Chromium compile them all while the file streams in, on a background thread, instead
      // of one by one on the main thread at first call (which showed as blocking time).
      ...(production && name !== 'admin_console' ? [compileHints()] : []),
      // .br and .gz beside every text file, for servers that send precompressed files.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
    // Rspack's dev server compiles dynamic imports on first request, asking the page's own
    // origin; a remote's page is the shell's, which knows nothing of the remote's modules, so a
    // remote's dynamic import (the page-content merge, say) would wait forever in dev.
    ...(isHost ? {} : { lazyCompilation: false }),
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${DEV_PORTS.api}` }],
      ...options.devServer,
    },
  };
}

/**
 * The Node build of the same app, for server rendering: a CommonJS federation container in
 * dist/server/ that loads its chunks from disk and takes the shared singletons from the host
 * (see docs/decisions/008-server-rendering.md). The shell's server build is the host: its
 * entry exports the renderer the web server calls.
 */
export function serverAppConfig(options: AppConfigOptions): Configuration {
  const { dir, name, pkg, exposes } = options;
  const production = process.env.NODE_ENV === 'production';
  return {
    name: 'server',
    // After the browser build, which empties dist/ first.
    dependencies: ['browser'],
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: options.serverEntry ? { main: options.serverEntry } : {},
    devtool: false,
    output: {
      path: path.join(dir, 'dist', SERVER_BUILD_DIR),
      publicPath: 'auto',
      uniqueName: name,
      // CommonJS inside packages whose package.json says "type": "module".
      filename: '[name].cjs',
      chunkFilename: 'chunks/[name].[contenthash:10].cjs',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: moduleRules({ production, server: true }),
    optimization: { minimize: false },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.cjs',
        ...(exposes ? { exposes } : {}),
        shared: sharedDependencies(pkg),
        shareStrategy: 'loaded-first',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        runtimePlugins: [require.resolve('@module-federation/node/runtimePlugin')],
        experiments: { asyncStartup: true },
        manifest: false,
        dts: false,
      }),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      }),
    ],
    performance: { hints: false },
  };
}

function moduleRules({ production, server }: { production: boolean; server: boolean }) {
  return {
    parser: {
      // CSS Modules as a default-exported class map (`import styles from './x.module.css'`).
      'css/auto': { namedExports: false },
    },
    generator: {
      'css/auto': {
        localIdentName: production ? CSS_CLASS_NAMES_PRODUCTION : CSS_CLASS_NAMES,
        // The server needs the class names only; the browser build ships the stylesheets.
        exportsOnly: server,
      },
    },
    rules: [
      {
        test: /\.[cm]?tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: {
          jsc: {
            // Without a target SWC writes ES5, which spells out every spread, class and
            // async function in helpers: about a quarter more code for visitors to load.
            target: server ? 'es2022' : BROWSER_TARGET,
            parser: { syntax: 'typescript', tsx: true },
            transform: {
              react: {
                runtime: 'automatic',
                development: !production,
                refresh: !production && !server,
              },
            },
          },
        },
        type: 'javascript/auto',
      },
      { test: /\.css$/, type: 'css/auto' },
      { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
    ],
  } satisfies Configuration['module'];
}
