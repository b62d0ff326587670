import {
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { localBuilds, releasedBuilds } from './build-locations';

let envDir: string;
beforeEach(() => {
  envDir = mkdtempSync(path.join(tmpdir(), 'campaign-builds-'));
});
afterEach(() => rmSync(envDir, { recursive: true, force: true }));

/** Writes remotes.json; a new mtime each time, as a release writes it. */
function writeRemotes(value: unknown, mtime: number) {
  const file = path.join(envDir, 'remotes.json');
  writeFileSync(file, typeof value === 'string' ? value : JSON.stringify(value));
  utimesSync(file, new Date(mtime), new Date(mtime));
}

const remotes = (version: string) => ({
  public_site: { entry: `/remotes/public-site/${version}/mf-manifest.json`, version },
  admin_console: { entry: '/remotes/admin-console/a1/mf-manifest.json', version: 'a1' },
});

describe('releasedBuilds', () => {
  it('follows the shell link and the public site named in remotes.json as they change', () => {
    for (const version of ['s1', 's2'])
      mkdirSync(path.join(envDir, 'shell', version), { recursive: true });
    const builds = releasedBuilds(envDir);
    expect(builds.shellDir()).toBeNull();
    expect(builds.publicSite()).toBeNull();
    expect(builds.remotes()).toBeNull();

    symlinkSync('s1', path.join(envDir, 'shell', 'current'));
    writeRemotes(remotes('p1'), 1_000_000);
    expect(builds.shellDir()).toMatch(/shell[/\\]s1$/);
    expect(builds.publicSite()).toEqual({
      dir: path.join(envDir, 'public-site', 'p1'),
      base: '/remotes/public-site/p1/',
    });
    expect(builds.remotes()).toEqual(remotes('p1'));

    unlinkSync(path.join(envDir, 'shell', 'current'));
    symlinkSync('s2', path.join(envDir, 'shell', 'current'));
    writeRemotes(remotes('p2'), 2_000_000);
    expect(builds.shellDir()).toMatch(/shell[/\\]s2$/);
    expect(builds.publicSite()?.dir).toBe(path.join(envDir, 'public-site', 'p2'));
  });

  it('keeps the base of remotes served from another origin', () => {
    writeRemotes(
      {
        ...remotes('p1'),
        public_site: {
          entry: 'https://cdn.example.org/remotes/public-site/p1/mf-manifest.json',
          version: 'p1',
        },
      },
      1_000_000,
    );
    expect(releasedBuilds(envDir).publicSite()?.base).toBe(
      'https://cdn.example.org/remotes/public-site/p1/',
    );
  });

  it('renders from no folder for an unreadable remotes.json or a version that is not a name', () => {
    const builds = releasedBuilds(envDir);
    writeRemotes('{"public_site":', 1_000_000);
    expect(builds.remotes()).toBeNull();
    expect(builds.publicSite()).toBeNull();
    for (const [i, version] of ['../../etc', '', '.hidden', 'a/b'].entries()) {
      writeRemotes(remotes(version), 2_000_000 + i * 1000);
      expect(builds.publicSite(), version).toBeNull();
    }
  });
});

describe('localBuilds', () => {
  it('is the dist/ folders under the root, with the remotes given', () => {
    const builds = localBuilds('/repo', remotes('p1'));
    expect(builds.shellDir()).toBe(path.join('/repo', 'shell', 'dist'));
    expect(builds.publicSite()).toEqual({
      dir: path.join('/repo', 'public-site', 'dist'),
      base: '/remotes/public-site/',
    });
    expect(builds.remotes()).toEqual(remotes('p1'));
  });
});
