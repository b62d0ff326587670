import { mkdtempSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { readOrCreateSecret, resolveSessionSecret, SESSION_SECRET_FILE } from './session-secret';

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'session-secret-'));

describe('resolveSessionSecret', () => {
  it('uses SESSION_SECRET when set', () => {
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(40) });
    expect(resolveSessionSecret(config)).toBe('s'.repeat(40));
  });

  it('generates one next to the SQLite file once, private to its owner, and keeps it', () => {
    const dir = tempDir();
    const config = loadConfig({ DATABASE_URL: `sqlite:${path.join(dir, 'sub', 'campaign.db')}` });
    const first = resolveSessionSecret(config);
    expect(first.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dir, 'sub', SESSION_SECRET_FILE);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveSessionSecret(config)).toBe(first);
  });

  it('lets concurrent creators agree on one secret', () => {
    const file = path.join(tempDir(), SESSION_SECRET_FILE);
    const secrets = new Set(Array.from({ length: 5 }, () => readOrCreateSecret(file)));
    expect(secrets.size).toBe(1);
  });

  it('refuses a secret file that holds too little', () => {
    const file = path.join(tempDir(), SESSION_SECRET_FILE);
    writeFileSync(file, 'short\n');
    expect(() => readOrCreateSecret(file)).toThrow(/no usable secret/);
  });

  it('uses a temporary secret on MySQL without SESSION_SECRET (development only)', () => {
    const config = loadConfig({ DATABASE_URL: 'mysql://root@127.0.0.1:3306/x' });
    expect(resolveSessionSecret(config)).not.toBe(resolveSessionSecret(config));
  });
});

describe('auth configuration', () => {
  it('requires SESSION_SECRET in production, at least 32 characters', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /SESSION_SECRET: required in production/,
    );
    expect(() => loadConfig({ SESSION_SECRET: 'too-short' })).toThrow(
      /SESSION_SECRET: must be at least 32 characters/,
    );
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).SESSION_SECRET,
    ).toBe('x'.repeat(32));
  });

  it('checks the bootstrap account variables', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.org' })).toThrow(
      /ADMIN_PASSWORD: required when ADMIN_EMAIL is set/,
    );
    expect(() =>
      loadConfig({ ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'long enough password' }),
    ).toThrow(/ADMIN_EMAIL/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@example.org', ADMIN_PASSWORD: 'short' })).toThrow(
      /ADMIN_PASSWORD: Password must be at least 12 characters/,
    );
    const config = loadConfig({
      ADMIN_EMAIL: ' Admin@Example.org ',
      ADMIN_PASSWORD: 'long enough password',
    });
    expect(config.ADMIN_EMAIL).toBe('admin@example.org');
  });
});
