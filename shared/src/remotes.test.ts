import { describe, expect, it } from 'vitest';
import { parseRemotesFile } from './remotes';

describe('parseRemotesFile', () => {
  it('reads both remotes, with or without a version, and drops unknown fields', () => {
    expect(
      parseRemotesFile({
        public_site: { entry: '/remotes/public-site/1/mf-manifest.json', version: '1', x: 1 },
        admin_console: { entry: 'https://cdn.example.org/admin/mf-manifest.json' },
        other: true,
      }),
    ).toEqual({
      public_site: { entry: '/remotes/public-site/1/mf-manifest.json', version: '1' },
      admin_console: { entry: 'https://cdn.example.org/admin/mf-manifest.json' },
    });
  });

  it('refuses a file missing a remote, an entry or with wrong types', () => {
    const admin = { entry: '/a/mf-manifest.json' };
    for (const value of [
      null,
      [],
      'remotes',
      { admin_console: admin },
      { public_site: { entry: '' }, admin_console: admin },
      { public_site: { entry: 5 }, admin_console: admin },
      { public_site: { entry: '/p', version: 2 }, admin_console: admin },
      { public_site: [], admin_console: admin },
    ]) {
      expect(parseRemotesFile(value), JSON.stringify(value)).toBeNull();
    }
  });
});
