import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { APPS, REQUIRED_FILES, isRemoteApp, type AppName } from './apps';
import {
  copyDirAtomic,
  exists,
  listFiles,
  readSymlink,
  swapSymlink,
  withLock,
  writeFileAtomic,
} from './fs-atomic';
import {
  currentRelease,
  findRelease,
  previousRelease,
  readManifest,
  remotesFileFrom,
  serializeManifest,
  type Release,
  type ReleaseManifest,
} from './manifest';
import { buildId, releaseVersion } from './version';

/**
 * Where everything of one environment lives (`<releases>/<env>/`):
 *
 *   manifest.json              what is live, and every kept release (source of truth)
 *   remotes.json               served at /remotes.json; derived from manifest.json
 *   shell/<version>/           each shell release (index.html, theme-init.js, static/…)
 *   shell/current -> <version> the live shell; swapped atomically
 *   shell-static/static/…      every shell release's hashed files, served at /static/
 *   public-site/<version>/     each public_site release, served at /remotes/public-site/<version>/
 *   admin-console/<version>/   each admin_console release, served at /remotes/admin-console/<version>/
 */
export function envLayout(envDir: string) {
  return {
    envDir,
    manifest: path.join(envDir, 'manifest.json'),
    remotesJson: path.join(envDir, 'remotes.json'),
    appDir: (app: AppName) => path.join(envDir, app),
    versionDir: (app: AppName, version: string) => path.join(envDir, app, version),
    shellCurrent: path.join(envDir, 'shell', 'current'),
    shellStatic: path.join(envDir, 'shell-static'),
  };
}

export interface Reporter {
  info(message: string): void;
  warn(message: string): void;
}
const silent: Reporter = { info: () => {}, warn: () => {} };

const MAX_LOG_ENTRIES = 200;

const contractMajor = (v: string | null | undefined) =>
  v ? Number.parseInt(v.split('.')[0] ?? '', 10) : NaN;

/** Checks a build folder holds what its app needs and reads its contract version. */
export async function inspectBuild(
  app: AppName,
  distDir: string,
): Promise<{ contractVersion: string | null }> {
  for (const file of REQUIRED_FILES[app]) {
    if (!(await exists(path.join(distDir, file)))) {
      throw new Error(`${distDir} is not a ${app} build: ${file} is missing (run the build first)`);
    }
  }
  try {
    const manifest = JSON.parse(
      await fs.readFile(path.join(distDir, 'mf-manifest.json'), 'utf8'),
    ) as {
      metaData?: { contractVersion?: unknown };
    };
    const recorded = manifest.metaData?.contractVersion;
    return { contractVersion: typeof recorded === 'string' ? recorded : null };
  } catch {
    return { contractVersion: null }; // an older build without a manifest or the field
  }
}

/**
 * Why a new release of `app` with `contractVersion` cannot run with what is live, or null.
 * The shell refuses a remote of another contract major at run time; failing here is kinder.
 */
export function contractConflict(
  manifest: ReleaseManifest,
  app: AppName,
  contractVersion: string | null,
): string | null {
  const others: AppName[] = isRemoteApp(app) ? ['shell'] : ['public-site', 'admin-console'];
  for (const other of others) {
    const live = currentRelease(manifest, other);
    if (!live?.contractVersion || !contractVersion) continue;
    if (contractMajor(live.contractVersion) !== contractMajor(contractVersion)) {
      return (
        `${app} was built against contract ${contractVersion} but the live ${other} ` +
        `(${live.version}) speaks ${live.contractVersion}; the shell would refuse it`
      );
    }
  }
  return null;
}

/**
 * Copies a shell release's hashed files into the shared pool; a name always means one content.
 * `dryRun` only checks that (before anything is copied).
 */
async function addToShellPool(
  versionDir: string,
  poolDir: string,
  { dryRun = false } = {},
): Promise<number> {
  let added = 0;
  for (const file of await listFiles(path.join(versionDir, 'static'))) {
    const source = path.join(versionDir, 'static', file);
    const dest = path.join(poolDir, 'static', file);
    if (await exists(dest)) {
      const [a, b] = await Promise.all([fs.readFile(source), fs.readFile(dest)]);
      if (!a.equals(b)) {
        throw new Error(
          `static/${file} already exists in the shell pool with different content; ` +
            'hashed files must never change (is the build output really content-hashed?)',
        );
      }
      continue;
    }
    if (dryRun) continue;
    await fs.mkdir(path.dirname(dest), { recursive: true });
    const tmp = `${dest}.${randomBytes(4).toString('hex')}.tmp`;
    await fs.copyFile(source, tmp);
    await fs.rename(tmp, dest);
    added += 1;
  }
  return added;
}

/**
 * Makes the derived files match the manifest: writes remotes.json (once both remotes have a
 * release) and points shell/current at the live shell. Safe to run any number of times.
 */
export async function applyManifest(envDir: string, manifest: ReleaseManifest): Promise<void> {
  const layout = envLayout(envDir);
  const remotes = remotesFileFrom(manifest);
  if (remotes) await writeFileAtomic(layout.remotesJson, `${JSON.stringify(remotes, null, 2)}\n`);
  const shell = manifest.apps.shell.current;
  if (shell !== null && (await readSymlink(layout.shellCurrent)) !== shell) {
    await swapSymlink(layout.shellCurrent, shell);
  }
}

async function commit(envDir: string, manifest: ReleaseManifest): Promise<void> {
  manifest.log = manifest.log.slice(-MAX_LOG_ENTRIES);
  await writeFileAtomic(envLayout(envDir).manifest, serializeManifest(manifest));
  await applyManifest(envDir, manifest);
}

/**
 * The releases `--keep N` deletes: all but the newest N, never the live one nor the one a
 * rollback would return to.
 */
function selectPrunable(manifest: ReleaseManifest, app: AppName, keep: number): Release[] {
  const { current, history } = manifest.apps[app];
  const kept = new Set(history.slice(-keep).map((r) => r.version));
  if (current !== null) kept.add(current);
  const rollbackTarget = previousRelease(manifest, app);
  if (rollbackTarget) kept.add(rollbackTarget.version);
  return history.filter((r) => !kept.has(r.version));
}

async function deletePruned(
  envDir: string,
  app: AppName,
  pruned: Release[],
  manifest: ReleaseManifest,
) {
  const layout = envLayout(envDir);
  for (const release of pruned) {
    await fs.rm(layout.versionDir(app, release.version), { recursive: true, force: true });
  }
  if (app === 'shell' && pruned.length > 0) {
    // Pool files no kept shell release contains go too.
    const needed = new Set<string>();
    for (const release of manifest.apps.shell.history) {
      for (const file of await listFiles(
        path.join(layout.versionDir('shell', release.version), 'static'),
      )) {
        needed.add(file);
      }
    }
    for (const file of await listFiles(path.join(layout.shellStatic, 'static'))) {
      if (!needed.has(file))
        await fs.rm(path.join(layout.shellStatic, 'static', file), { force: true });
    }
  }
}

export interface ReleaseOptions {
  envDir: string;
  env: string;
  app: AppName;
  /** The build to release (the app's dist/). */
  distDir: string;
  packageVersion: string;
  gitSha?: string | null;
  now?: Date;
  /** Keep only this many releases of the app (plus the live one); older folders are deleted. */
  keep?: number | undefined;
  /** Release even when the contract check fails. */
  force?: boolean;
  /** Sets the prefix of remote URLs in remotes.json (kept for later releases). */
  remotesBaseUrl?: string | undefined;
  reporter?: Reporter;
}

export interface SwitchResult {
  app: AppName;
  from: string | null;
  to: string;
  pruned: string[];
}

/**
 * Releases one build: copies it into its own version folder (and, for the shell, its hashed
 * files into the pool), records it as the live version, then regenerates remotes.json or
 * swaps the shell's `current` link. A remote's release never touches a shell file.
 */
export async function release(options: ReleaseOptions): Promise<SwitchResult> {
  const { envDir, env, app, distDir } = options;
  const reporter = options.reporter ?? silent;
  const layout = envLayout(envDir);
  const { contractVersion } = await inspectBuild(app, distDir);

  return withLock(envDir, async () => {
    const manifest = await readManifest(layout.manifest, env);
    if (options.remotesBaseUrl) manifest.remotesBaseUrl = options.remotesBaseUrl;

    const conflict = contractConflict(manifest, app, contractVersion);
    if (conflict && !options.force)
      throw new Error(`Refusing to release: ${conflict}. Use --force to release anyway.`);
    if (conflict) reporter.warn(`Releasing anyway: ${conflict}`);

    const now = options.now ?? new Date();
    const gitSha = options.gitSha ?? null;
    const id = buildId(now, gitSha);
    let version = releaseVersion(options.packageVersion, id);
    for (
      let n = 2;
      findRelease(manifest, app, version) || (await exists(layout.versionDir(app, version)));
      n += 1
    ) {
      version = releaseVersion(options.packageVersion, `${id}.${n}`);
    }

    await fs.mkdir(layout.appDir(app), { recursive: true });
    if (app === 'shell') await addToShellPool(distDir, layout.shellStatic, { dryRun: true });
    await copyDirAtomic(distDir, layout.versionDir(app, version));
    if (app === 'shell') {
      const added = await addToShellPool(layout.versionDir(app, version), layout.shellStatic);
      reporter.info(`added ${added} new hashed file(s) to the shell pool`);
    }

    const state = manifest.apps[app];
    const from = state.current;
    state.history.push({
      version,
      packageVersion: options.packageVersion,
      buildId: id,
      gitSha,
      releasedAt: now.toISOString(),
      contractVersion,
    });
    if (from !== null) state.previous.push(from);
    state.current = version;
    manifest.log.push({ at: now.toISOString(), app, action: 'release', from, to: version });

    const pruned = options.keep === undefined ? [] : selectPrunable(manifest, app, options.keep);
    if (pruned.length > 0) {
      const gone = new Set(pruned.map((r) => r.version));
      state.history = state.history.filter((r) => !gone.has(r.version));
      state.previous = state.previous.filter((v) => !gone.has(v));
      manifest.log.push({
        at: now.toISOString(),
        app,
        action: 'prune',
        from: pruned.map((r) => r.version).join(' '),
        to: null,
      });
    }

    await commit(envDir, manifest);
    if (pruned.length > 0) await deletePruned(envDir, app, pruned, manifest);
    if (!remotesFileFrom(manifest)) {
      reporter.warn(
        'remotes.json is written once both public-site and admin-console have a release',
      );
    }
    return { app, from, to: version, pruned: pruned.map((r) => r.version) };
  });
}

export interface RollbackOptions {
  envDir: string;
  env: string;
  app: AppName;
  /** A specific kept version; default: the one that was live before the current one. */
  to?: string | undefined;
  now?: Date;
}

/** Switches an app back to the release live before the current one (or to a named kept one). Copies nothing. */
export async function rollback(options: RollbackOptions): Promise<SwitchResult> {
  const { envDir, env, app } = options;
  const layout = envLayout(envDir);
  return withLock(envDir, async () => {
    const manifest = await readManifest(layout.manifest, env);
    const state = manifest.apps[app];
    if (state.current === null) throw new Error(`${app} has never been released in ${env}`);
    const target = options.to
      ? findRelease(manifest, app, options.to)
      : previousRelease(manifest, app);
    if (!target) {
      throw new Error(
        options.to
          ? `${app} has no kept release ${options.to} in ${env}`
          : `${app} ${state.current} has no earlier live release in ${env} to roll back to ` +
              '(use --to <version> to switch to any kept release; --list shows them)',
      );
    }
    if (target.version === state.current)
      throw new Error(`${app} ${target.version} is already live in ${env}`);
    if (!(await exists(layout.versionDir(app, target.version)))) {
      throw new Error(`${layout.versionDir(app, target.version)} is missing; cannot switch to it`);
    }
    const from = state.current;
    if (options.to) {
      // A switch to a named release can itself be undone by a plain rollback.
      state.previous.push(from);
    } else {
      state.previous.pop();
    }
    state.current = target.version;
    const at = (options.now ?? new Date()).toISOString();
    manifest.log.push({ at, app, action: 'rollback', from, to: target.version });
    await commit(envDir, manifest);
    return { app, from, to: target.version, pruned: [] };
  });
}

/** A human summary of an environment: the live and kept versions of each app. */
export function describeManifest(manifest: ReleaseManifest): string {
  const lines = [`Environment ${manifest.env}`];
  for (const app of APPS) {
    const state = manifest.apps[app];
    const back = previousRelease(manifest, app);
    lines.push(
      `  ${app}: ${state.current ?? '(never released)'}${back ? `  (rollback returns to ${back.version})` : ''}`,
    );
    for (const r of [...state.history].reverse()) {
      const marker = r.version === state.current ? '*' : ' ';
      lines.push(
        `    ${marker} ${r.version}  released ${r.releasedAt}${r.gitSha ? `  commit ${r.gitSha.slice(0, 7)}` : ''}`,
      );
    }
  }
  return lines.join('\n');
}
