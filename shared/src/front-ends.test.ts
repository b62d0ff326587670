import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FRONT_ENDS, REMOTE_FRONT_ENDS, remoteManifestPath } from './front-ends';
import { REMOTE_NAMES } from './remotes';

const ROOT = path.resolve(import.meta.dirname, '..', '..');

describe('FRONT_ENDS', () => {
  it.each(FRONT_ENDS)('names the $folder package and the container its build registers', (app) => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, app.folder, 'package.json'), 'utf8'));
    expect(pkg.name).toBe(`@campaign/${app.folder}`);
    const config = readFileSync(path.join(ROOT, app.folder, 'rspack.config.ts'), 'utf8');
    expect(config).toContain(`name: '${app.federationName}'`);
  });

  it('gives every front end its own dev port and mount path', () => {
    expect(new Set(FRONT_ENDS.map((app) => app.devPort)).size).toBe(FRONT_ENDS.length);
    expect(new Set(FRONT_ENDS.map((app) => app.mountPath)).size).toBe(FRONT_ENDS.length);
  });

  it('serves each remote under /remotes/<folder>/ and registers it by its federation name', () => {
    expect(REMOTE_FRONT_ENDS.map(remoteManifestPath)).toEqual([
      '/remotes/public-site/mf-manifest.json',
      '/remotes/admin-console/mf-manifest.json',
    ]);
    expect(REMOTE_NAMES).toEqual(['public_site', 'admin_console']);
  });
});
