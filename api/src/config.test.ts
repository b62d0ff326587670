import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults the stats refresh interval to 5 seconds and accepts 0', () => {
    expect(loadConfig({}).STATS_MAX_AGE_MS).toBe(5000);
    expect(loadConfig({ STATS_MAX_AGE_MS: '0' }).STATS_MAX_AGE_MS).toBe(0);
  });

  it('names STATS_MAX_AGE_MS when its value is unusable', () => {
    for (const value of ['soon', '-1', '1.5']) {
      expect(() => loadConfig({ STATS_MAX_AGE_MS: value })).toThrow(ConfigError);
      expect(() => loadConfig({ STATS_MAX_AGE_MS: value })).toThrow(/STATS_MAX_AGE_MS/);
    }
  });
});

describe('WEB_RELEASES_DIR', () => {
  it('is read when this process renders pages behind nginx (SERVE_WEB=false)', () => {
    const config = loadConfig({ SERVE_WEB: 'false', WEB_RELEASES_DIR: '/srv/releases/production' });
    expect(config.WEB_RELEASES_DIR).toBe('/srv/releases/production');
  });

  it('is refused beside SERVE_WEB=true, which serves the local builds instead', () => {
    expect(() => loadConfig({ WEB_RELEASES_DIR: '/srv/releases/production' })).toThrow(
      /WEB_RELEASES_DIR: only with SERVE_WEB=false/,
    );
  });
});

describe('PUBLIC_URL', () => {
  it('defaults to this machine on the configured port', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
  });

  it('takes an origin, without a trailing slash', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://nitratefree.org/' }).PUBLIC_URL).toBe(
      'https://nitratefree.org',
    );
  });

  it('refuses anything but an http(s) origin', () => {
    for (const value of [
      'nitratefree.org',
      'ftp://x.org',
      'https://x.org/path',
      'https://x.org?a',
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: value }), value).toThrow(/PUBLIC_URL/);
    }
  });
});
