import { promises as fs } from 'node:fs';
import path from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { parseRemotesFile } from '@campaign/shared';
import { readManifest } from './manifest';
import { applyManifest, envLayout, release, rollback } from './releases';
import { fakeDist, snapshot, tempDir } from './test-helpers';
import type { AppName } from './apps';

let work: string;
let envDir: string;
let clock: number;

beforeEach(async () => {
  work = await tempDir();
  envDir = path.join(work, 'releases', 'staging');
  clock = Date.UTC(2026, 0, 1, 12, 0, 0);
});

/** Releases a fresh fake build of `app`; each call is one second after the last. */
async function ship(app: AppName, tag: string, extra: Partial<Parameters<typeof release>[0]> = {}) {
  clock += 1000;
  return release({
    envDir,
    env: 'staging',
    app,
    distDir: await fakeDist(work, app, tag),
    packageVersion: '1.2.3',
    gitSha: 'abcdef0123456789',
    now: new Date(clock),
    ...extra,
  });
}

const layout = () => envLayout(envDir);
const readRemotes = async () => {
  const remotes = parseRemotesFile(JSON.parse(await fs.readFile(layout().remotesJson, 'utf8')));
  if (!remotes) throw new Error('remotes.json is not a remotes file');
  return remotes;
};

describe('release', () => {
  it('copies a remote build into its own version folder and makes it current', async () => {
    const result = await ship('admin-console', 'a1');
    expect(result.from).toBeNull();
    expect(result.to).toMatch(/^1\.2\.3-[0-9a-z]{8}\.abcdef0$/);

    const dir = layout().versionDir('admin-console', result.to);
    expect(await fs.readFile(path.join(dir, 'remoteEntry.js'), 'utf8')).toContain('a1');
    const manifest = await readManifest(layout().manifest, 'staging');
    expect(manifest.apps['admin-console'].current).toBe(result.to);
    expect(manifest.apps['admin-console'].history).toHaveLength(1);
    expect(manifest.apps['admin-console'].history[0]).toMatchObject({
      packageVersion: '1.2.3',
      gitSha: 'abcdef0123456789',
      contractVersion: '1.0.0',
    });
    expect(manifest.log.at(-1)).toMatchObject({
      app: 'admin-console',
      action: 'release',
      from: null,
      to: result.to,
    });
  });

  it('writes remotes.json once both remotes have a release, pointing at the versioned manifests', async () => {
    await ship('public-site', 'p1');
    await expect(fs.access(layout().remotesJson)).rejects.toThrow();
    const admin = await ship('admin-console', 'a1');
    const publicSite = (await readManifest(layout().manifest, 'staging')).apps['public-site']
      .current!;

    expect(await readRemotes()).toEqual({
      public_site: {
        entry: `/remotes/public-site/${publicSite}/mf-manifest.json`,
        version: publicSite,
      },
      admin_console: {
        entry: `/remotes/admin-console/${admin.to}/mf-manifest.json`,
        version: admin.to,
      },
    });
  });

  it('uses a configured base URL for remotes (e.g. a CDN) and keeps it for later releases', async () => {
    await ship('public-site', 'p1', {
      remotesBaseUrl: 'https://cdn.example.org/campaign/remotes/',
    });
    const admin = await ship('admin-console', 'a1');
    expect((await readRemotes()).admin_console.entry).toBe(
      `https://cdn.example.org/campaign/remotes/admin-console/${admin.to}/mf-manifest.json`,
    );
  });

  it('swaps the shell by its current link and pools every release’s hashed files', async () => {
    const first = await ship('shell', 's1');
    expect(await fs.readlink(layout().shellCurrent)).toBe(first.to);
    const second = await ship('shell', 's2');
    expect(await fs.readlink(layout().shellCurrent)).toBe(second.to);

    const pool = path.join(layout().shellStatic, 'static', 'js');
    expect((await fs.readdir(pool)).sort()).toEqual(['main.s1.js', 'main.s2.js', 'shared.0000.js']);
    // The old release stays on disk for a rollback.
    expect(
      await fs.readFile(path.join(layout().versionDir('shell', first.to), 'index.html'), 'utf8'),
    ).toContain('s1');
    expect(await fs.readFile(path.join(layout().shellCurrent, 'index.html'), 'utf8')).toContain(
      's2',
    );
  });

  it('refuses a hashed file whose content differs from the pooled one of the same name', async () => {
    await ship('shell', 's1');
    const dist = await fakeDist(work, 'shell', 's1-changed');
    await fs.writeFile(path.join(dist, 'static', 'js', 'shared.0000.js'), 'different');
    await expect(
      release({
        envDir,
        env: 'staging',
        app: 'shell',
        distDir: dist,
        packageVersion: '1.2.3',
        now: new Date(clock + 5000),
      }),
    ).rejects.toThrow(/different content/);
    // Nothing of the refused build was left behind.
    expect(await fs.readdir(layout().appDir('shell'))).toHaveLength(2); // s1 and current
    expect(await fs.readdir(path.join(layout().shellStatic, 'static', 'js'))).not.toContain(
      'main.s1-changed.js',
    );
  });

  it('never touches a shell file when a remote is released or rolled back', async () => {
    await ship('shell', 's1');
    await ship('public-site', 'p1');
    await ship('admin-console', 'a1');
    const shellDir = layout().appDir('shell');
    const before = { shell: await snapshot(shellDir), pool: await snapshot(layout().shellStatic) };
    const linkBefore = await fs.lstat(layout().shellCurrent);

    await ship('admin-console', 'a2');
    await ship('public-site', 'p2');
    await rollback({ envDir, env: 'staging', app: 'admin-console' });

    expect(await snapshot(shellDir)).toEqual(before.shell);
    expect(await snapshot(layout().shellStatic)).toEqual(before.pool);
    const linkAfter = await fs.lstat(layout().shellCurrent);
    expect(linkAfter.ino).toBe(linkBefore.ino);
    expect(linkAfter.mtimeMs).toBe(linkBefore.mtimeMs);
  });

  it('gives two releases in the same millisecond different versions', async () => {
    const now = new Date(clock);
    const a = await release({
      envDir,
      env: 'staging',
      app: 'public-site',
      distDir: await fakeDist(work, 'public-site', 'x'),
      packageVersion: '1.0.0',
      now,
    });
    const b = await release({
      envDir,
      env: 'staging',
      app: 'public-site',
      distDir: await fakeDist(work, 'public-site', 'y'),
      packageVersion: '1.0.0',
      now,
    });
    expect(a.to).not.toBe(b.to);
    expect(b.from).toBe(a.to);
  });

  it('rejects a folder that is not a build of the app', async () => {
    const dist = await fakeDist(work, 'public-site', 'p1');
    await expect(
      release({ envDir, env: 'staging', app: 'shell', distDir: dist, packageVersion: '1.0.0' }),
    ).rejects.toThrow(/index\.html is missing/);
  });

  it('refuses a remote built against another contract major than the live shell, unless forced', async () => {
    await ship('shell', 's1');
    const dist = await fakeDist(work, 'admin-console', 'a9', '2.0.0');
    const attempt = {
      envDir,
      env: 'staging',
      app: 'admin-console' as const,
      distDir: dist,
      packageVersion: '1.0.0',
    };
    await expect(release(attempt)).rejects.toThrow(/contract 2\.0\.0.*speaks 1\.0\.0/);
    expect(
      (await readManifest(layout().manifest, 'staging')).apps['admin-console'].current,
    ).toBeNull();

    const forced = await release({ ...attempt, force: true });
    expect((await readManifest(layout().manifest, 'staging')).apps['admin-console'].current).toBe(
      forced.to,
    );
  });

  it('keeps only the newest N releases with --keep (never the live one) and prunes the shell pool', async () => {
    const s1 = await ship('shell', 's1');
    const s2 = await ship('shell', 's2');
    await rollback({ envDir, env: 'staging', app: 'shell' }); // s1 live again
    const s3 = await ship('shell', 's3'); // live
    const s4 = await ship('shell', 's4', { keep: 2 }); // keeps s3, s4

    const manifest = await readManifest(layout().manifest, 'staging');
    expect(manifest.apps.shell.history.map((r) => r.version)).toEqual([s3.to, s4.to]);
    expect(s4.pruned.sort()).toEqual([s1.to, s2.to].sort());
    expect((await fs.readdir(layout().appDir('shell'))).sort()).toEqual(
      [s3.to, s4.to, 'current'].sort(),
    );
    expect((await fs.readdir(path.join(layout().shellStatic, 'static', 'js'))).sort()).toEqual([
      'main.s3.js',
      'main.s4.js',
      'shared.0000.js',
    ]);
    expect(manifest.log.at(-1)).toMatchObject({ action: 'prune', app: 'shell' });
  });

  it('never deletes with --keep the release a rollback would return to', async () => {
    const a1 = await ship('admin-console', 'a1');
    await ship('admin-console', 'a2');
    await rollback({ envDir, env: 'staging', app: 'admin-console' }); // a1 live, a2 rolled back
    const a3 = await ship('admin-console', 'a3', { keep: 1 });
    expect(a3.from).toBe(a1.to);
    const manifest = await readManifest(layout().manifest, 'staging');
    expect(manifest.apps['admin-console'].history.map((r) => r.version)).toEqual([a1.to, a3.to]);
    expect(manifest.apps['admin-console'].previous).toEqual([a1.to]);
  });

  it('lets one release at a time hold an environment', async () => {
    await fs.mkdir(path.join(envDir, '.lock'), { recursive: true });
    await fs.writeFile(path.join(envDir, '.lock', 'owner'), 'pid 1 since then\n');
    await expect(ship('public-site', 'p1')).rejects.toThrow(
      /Another release or rollback holds .*pid 1/,
    );
    await fs.rm(path.join(envDir, '.lock'), { recursive: true });
    await expect(ship('public-site', 'p1')).resolves.toMatchObject({ app: 'public-site' });
    await expect(fs.access(path.join(envDir, '.lock'))).rejects.toThrow();
  });
});

describe('rollback', () => {
  it('switches a remote back to the previous release, then further back, then refuses', async () => {
    await ship('public-site', 'p1');
    const a1 = await ship('admin-console', 'a1');
    const a2 = await ship('admin-console', 'a2');
    const a3 = await ship('admin-console', 'a3');
    expect((await readRemotes()).admin_console.version).toBe(a3.to);

    expect(await rollback({ envDir, env: 'staging', app: 'admin-console' })).toMatchObject({
      from: a3.to,
      to: a2.to,
    });
    expect((await readRemotes()).admin_console).toEqual({
      entry: `/remotes/admin-console/${a2.to}/mf-manifest.json`,
      version: a2.to,
    });
    await rollback({ envDir, env: 'staging', app: 'admin-console' });
    expect((await readRemotes()).admin_console.version).toBe(a1.to);
    await expect(rollback({ envDir, env: 'staging', app: 'admin-console' })).rejects.toThrow(
      /no earlier live release/,
    );

    // Every release stays kept and a named one can be made live again (rolling forward).
    await rollback({ envDir, env: 'staging', app: 'admin-console', to: a3.to });
    expect((await readRemotes()).admin_console.version).toBe(a3.to);
    const manifest = await readManifest(layout().manifest, 'staging');
    expect(manifest.apps['admin-console'].history.map((r) => r.version)).toEqual([
      a1.to,
      a2.to,
      a3.to,
    ]);
    expect(manifest.log.filter((e) => e.action === 'rollback')).toHaveLength(3);
    // …and a plain rollback undoes that switch.
    await rollback({ envDir, env: 'staging', app: 'admin-console' });
    expect((await readRemotes()).admin_console.version).toBe(a1.to);
  });

  it('never returns to a release that was itself rolled back', async () => {
    await ship('public-site', 'p1');
    const good = await ship('admin-console', 'good');
    const bad = await ship('admin-console', 'bad');
    await rollback({ envDir, env: 'staging', app: 'admin-console' });
    const next = await ship('admin-console', 'next');
    expect(next.from).toBe(good.to);
    const back = await rollback({ envDir, env: 'staging', app: 'admin-console' });
    expect(back.to).toBe(good.to);
    expect(back.to).not.toBe(bad.to);
  });

  it('switches the shell back by swapping its current link', async () => {
    const s1 = await ship('shell', 's1');
    await ship('shell', 's2');
    await rollback({ envDir, env: 'staging', app: 'shell' });
    expect(await fs.readlink(layout().shellCurrent)).toBe(s1.to);
    expect(await fs.readFile(path.join(layout().shellCurrent, 'index.html'), 'utf8')).toContain(
      's1',
    );
  });

  it('explains when there is nothing to switch to', async () => {
    await expect(rollback({ envDir, env: 'staging', app: 'shell' })).rejects.toThrow(
      /never been released/,
    );
    const a1 = await ship('admin-console', 'a1');
    await expect(
      rollback({ envDir, env: 'staging', app: 'admin-console', to: 'nope' }),
    ).rejects.toThrow(/no kept release nope/);
    await expect(
      rollback({ envDir, env: 'staging', app: 'admin-console', to: a1.to }),
    ).rejects.toThrow(/already live/);
  });

  it('refuses to switch to a release whose folder has gone missing', async () => {
    const a1 = await ship('admin-console', 'a1');
    await ship('admin-console', 'a2');
    await fs.rm(layout().versionDir('admin-console', a1.to), { recursive: true });
    await expect(rollback({ envDir, env: 'staging', app: 'admin-console' })).rejects.toThrow(
      /is missing/,
    );
  });
});

describe('applyManifest', () => {
  it('repairs derived files from the manifest and is idempotent', async () => {
    const s1 = await ship('shell', 's1');
    await ship('public-site', 'p1');
    await ship('admin-console', 'a1');
    await fs.rm(layout().remotesJson);
    await fs.rm(layout().shellCurrent);

    const manifest = await readManifest(layout().manifest, 'staging');
    await applyManifest(envDir, manifest);
    await applyManifest(envDir, manifest);
    expect(await fs.readlink(layout().shellCurrent)).toBe(s1.to);
    expect((await readRemotes()).public_site.version).toBe(manifest.apps['public-site'].current);
  });
});
