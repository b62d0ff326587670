/**
 * `pnpm build:api [--out <folder>] [--web]`: the API as a folder that runs on its own with
 * `node <folder>/server.js` (tools: `node <folder>/cli/<name>.js`).
 *
 * The server and every api/src/cli/*.ts are compiled to JavaScript (bundle-config.ts); a
 * package.json naming only the packages left outside the bundle, at the versions this
 * workspace runs, is written beside them and installed for production. With --web the built
 * front ends (`pnpm build`) are copied into <folder>/web/, where the server looks for them by
 * default: one folder for a single-node deployment that serves pages too. The API image
 * (infra/docker/api.Dockerfile) is built with this script and without --web; its instances
 * render from the live releases (WEB_RELEASES_DIR) instead.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { rspack, type MultiStats } from '@rspack/core';
import { FRONT_ENDS } from '@campaign/shared';
import { API_DIR, bundleConfigs, EXTERNAL_PACKAGES } from './bundle-config';

export const DEFAULT_OUT_DIR = path.join(API_DIR, 'dist');
const REPO_ROOT = path.resolve(API_DIR, '..');
/** Written into every bundle: only a folder carrying it is ever emptied by a new build. */
const MARKER = '.campaign-api-bundle';

export interface BuildOptions {
  outDir?: string | undefined;
  /** Copy the built front ends into <outDir>/web/. */
  web?: boolean;
  log?: (line: string) => void;
}

function emptyOutDir(outDir: string) {
  if (existsSync(outDir) && readdirSync(outDir).length > 0) {
    if (!existsSync(path.join(outDir, MARKER)))
      throw new Error(`${outDir} is not empty and holds no earlier bundle: refusing to empty it`);
    rmSync(outDir, { recursive: true, force: true });
  }
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, MARKER), '');
}

function compile(outDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(bundleConfigs(outDir), (error, stats?: MultiStats) => {
      if (error) return reject(error);
      if (!stats) return reject(new Error('rspack gave no result'));
      const report = stats.toString({ preset: 'errors-warnings', colors: false }).trim();
      if (stats.hasErrors()) return reject(new Error(`the API bundle failed:\n${report}`));
      // A warning (a module rspack cannot resolve statically) may be a failure at run time.
      if (stats.hasWarnings()) return reject(new Error(`the API bundle has warnings:\n${report}`));
      resolve();
    });
  });
}

/** The version of `name` the API runs with in this workspace, so the bundle runs the same. */
function installedVersion(name: string): string {
  // Read from the folder, not resolved: not every package exports its package.json.
  const manifest = path.join(API_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

function writeManifest(outDir: string) {
  const manifest = {
    name: 'campaign-api-bundle',
    private: true,
    type: 'module',
    description: 'The campaign API, compiled: node server.js (made by pnpm build:api)',
    engines: { node: '>=20.19' },
    dependencies: Object.fromEntries(EXTERNAL_PACKAGES.map((n) => [n, installedVersion(n)])),
    // better-sqlite3 compiles (or fetches) its addon on install; nothing else may run scripts.
    pnpm: { onlyBuiltDependencies: ['better-sqlite3'] },
  };
  writeFileSync(path.join(outDir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
}

function installRuntimeDependencies(outDir: string) {
  const result = spawnSync(
    'pnpm',
    [
      'install',
      '--prod',
      '--ignore-workspace',
      '--prefer-offline',
      '--config.confirmModulesPurge=false',
    ],
    { cwd: outDir, stdio: ['ignore', 'pipe', 'pipe'], encoding: 'utf8' },
  );
  if (result.status !== 0) {
    throw new Error(
      `installing the bundle's dependencies failed:\n${result.stdout}\n${result.stderr}`,
    );
  }
}

function copyFrontEnds(outDir: string) {
  for (const { folder } of FRONT_ENDS) {
    const dist = path.join(REPO_ROOT, folder, 'dist');
    if (!existsSync(dist)) throw new Error(`${folder}/dist is missing: run pnpm build first`);
    cpSync(dist, path.join(outDir, 'web', folder, 'dist'), { recursive: true });
  }
}

export async function buildProductionBundle(options: BuildOptions = {}): Promise<string> {
  const outDir = path.resolve(options.outDir ?? DEFAULT_OUT_DIR);
  const log = options.log ?? (() => {});
  emptyOutDir(outDir);
  const startedAt = Date.now();
  await compile(outDir);
  log(`compiled the server and tools in ${Date.now() - startedAt} ms`);
  writeManifest(outDir);
  installRuntimeDependencies(outDir);
  log(`installed ${EXTERNAL_PACKAGES.join(', ')}`);
  if (options.web) {
    copyFrontEnds(outDir);
    log('copied the built front ends into web/');
  }
  return outDir;
}

const isMain =
  process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename);
if (isMain) {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, web: { type: 'boolean', default: false } },
  });
  buildProductionBundle({
    // pnpm runs this in api/; a relative --out means from where the command was typed.
    outDir: values.out && path.resolve(process.env.INIT_CWD ?? process.cwd(), values.out),
    web: values.web,
    log: (line) => console.log(`[build:api] ${line}`),
  }).then(
    (outDir) => console.log(`[build:api] ready: node ${path.join(outDir, 'server.js')}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
