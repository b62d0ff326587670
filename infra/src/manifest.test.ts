import { describe, expect, it } from 'vitest';
import {
  emptyManifest,
  ManifestError,
  parseManifest,
  previousRelease,
  remoteEntryUrl,
  remotesFileFrom,
  serializeManifest,
  type Release,
} from './manifest';

const rel = (version: string): Release => ({
  version,
  packageVersion: '1.0.0',
  buildId: version.split('-')[1] ?? 'x',
  gitSha: null,
  releasedAt: '2026-01-01T00:00:00.000Z',
  contractVersion: '1.0.0',
});

describe('release manifest', () => {
  it('round-trips through JSON and validates on the way', () => {
    const manifest = emptyManifest('production');
    manifest.apps['admin-console'] = {
      current: '1.0.0-b',
      history: [rel('1.0.0-a'), rel('1.0.0-b')],
      previous: ['1.0.0-a'],
    };
    expect(parseManifest(serializeManifest(manifest))).toEqual(manifest);
  });

  it('rejects a current version that is not in history, duplicates and junk', () => {
    const manifest = emptyManifest('production');
    manifest.apps.shell = { current: '1.0.0-z', history: [rel('1.0.0-a')], previous: [] };
    expect(() => parseManifest(JSON.stringify(manifest))).toThrow(
      /apps\.shell\.current: 1\.0\.0-z is not in history/,
    );
    manifest.apps.shell = { current: '1.0.0-a', history: [rel('1.0.0-a')], previous: ['1.0.0-q'] };
    expect(() => parseManifest(JSON.stringify(manifest))).toThrow(
      /apps\.shell\.previous: 1\.0\.0-q is not in history/,
    );
    manifest.apps.shell = {
      current: '1.0.0-a',
      history: [rel('1.0.0-a'), rel('1.0.0-a')],
      previous: [],
    };
    expect(() => parseManifest(JSON.stringify(manifest))).toThrow(/has a version twice/);
    expect(() => parseManifest('{', 'x.json')).toThrow(ManifestError);
    expect(() => parseManifest('{"schemaVersion":2}')).toThrow(/schemaVersion/);
    manifest.apps.shell = { current: '../etc', history: [rel('../etc')], previous: [] };
    expect(() => parseManifest(JSON.stringify(manifest))).toThrow(/is not a release version/);
  });

  it('finds the release a rollback returns to: the one live before the current one', () => {
    const manifest = emptyManifest('production');
    manifest.apps['public-site'] = {
      current: '1.0.0-c',
      history: [rel('1.0.0-a'), rel('1.0.0-b'), rel('1.0.0-c')],
      previous: ['1.0.0-b', '1.0.0-a'],
    };
    expect(previousRelease(manifest, 'public-site')?.version).toBe('1.0.0-a');
    manifest.apps['public-site'].previous = [];
    expect(previousRelease(manifest, 'public-site')).toBeUndefined();
  });
});

describe('remotes.json generation', () => {
  it('is null until both remotes are live, then points at each live versioned manifest', () => {
    const manifest = emptyManifest('production');
    manifest.apps['public-site'] = { current: '1.0.0-p', history: [rel('1.0.0-p')], previous: [] };
    expect(remotesFileFrom(manifest)).toBeNull();
    manifest.apps['admin-console'] = {
      current: '1.0.0-b',
      history: [rel('1.0.0-a'), rel('1.0.0-b')],
      previous: ['1.0.0-a'],
    };
    expect(remotesFileFrom(manifest)).toEqual({
      public_site: { entry: '/remotes/public-site/1.0.0-p/mf-manifest.json', version: '1.0.0-p' },
      admin_console: {
        entry: '/remotes/admin-console/1.0.0-b/mf-manifest.json',
        version: '1.0.0-b',
      },
    });
  });

  it('builds entry URLs under any base, escaping the version', () => {
    expect(remoteEntryUrl('https://cdn.example.org/r/', 'admin-console', '1.0.0-a+b')).toBe(
      'https://cdn.example.org/r/admin-console/1.0.0-a%2Bb/mf-manifest.json',
    );
  });
});
