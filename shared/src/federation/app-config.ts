import path from 'node:path';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { PrecompressPlugin } from './precompress';
import { CONTRACT_VERSION, sharedDependencies } from './shared-dependencies';

export const DEV_PORTS = { api: 3001, shell: 3000, public_site: 3002, admin_console: 3003 } as const;

interface AppConfigOptions {
  /** The app's folder (where its package.json, src/ and public/ live). */
  dir: string;
  /** Federation container name. */
  name: 'shell' | 'public_site' | 'admin_console';
  pkg: { name: string; version: string; dependencies?: Record<string, string> };
  exposes?: Record<string, string>;
  /** Extra dev-server options (the shell serves /remotes.json in dev). */
  devServer?: NonNullable<Configuration['devServer']>;
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
    mode: production ? 'production' : 'development',
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
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      // CSS Modules as a default-exported class map (`import styles from './x.module.css'`).
      parser: { 'css/auto': { namedExports: false } },
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              parser: { syntax: 'typescript', tsx: true },
              transform: {
                react: { runtime: 'automatic', development: !production, refresh: !production },
              },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(png|jpe?g|gif|svg|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedDependencies(pkg),
        // An unreachable remote must not take the others down with it.
        shareStrategy: 'loaded-first',
        // Records the contract this build speaks, so the shell can refuse an incompatible remote
        // before running any of its code (see docs/decisions/004-releases.md).
        manifest: {
          additionalData: ({ stats }) => {
            (stats.metaData as unknown as Record<string, unknown>).contractVersion = CONTRACT_VERSION;
          },
        },
        dts: false,
      }),
      new rspack.DefinePlugin({
        __APP_VERSION__: JSON.stringify(pkg.version),
        __CONTRACT_VERSION__: JSON.stringify(CONTRACT_VERSION),
      }),
      // The host's document is the real one; remotes get one only to run alone in dev.
      ...(isHost || !production
        ? [new rspack.HtmlRspackPlugin({ template: path.join(dir, 'index.html') })]
        : []),
      ...(isHost ? [new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] })] : []),
      ...(production ? [] : [new ReactRefreshRspackPlugin()]),
      // .br and .gz beside every text file, for servers that send precompressed files.
      ...(production ? [new PrecompressPlugin()] : []),
    ],
    performance: { hints: false },
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
