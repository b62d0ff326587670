import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig, SECRET_SETTINGS, SETTING_NAMES } from './config';

const dir = mkdtempSync(path.join(tmpdir(), 'campaign-secret-files-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A file holding `content`, as a Docker secret is mounted. */
function secretFile(name: string, content: string): string {
  const file = path.join(dir, name);
  writeFileSync(file, content);
  return file;
}

const SECRET = 'a'.repeat(40);

describe('NAME_FILE for secret settings', () => {
  it('reads the value from the file, without one trailing newline', () => {
    const config = loadConfig({
      SESSION_SECRET_FILE: secretFile('session', `${SECRET}\n`),
      DATABASE_URL_FILE: secretFile('database', 'mysql://campaign:p%40ss@db:3306/campaign\r\n'),
      REDIS_URL_FILE: secretFile('redis', 'redis://:pw@redis:6379'),
    });
    expect(config.SESSION_SECRET).toBe(SECRET);
    expect(config.DATABASE_URL).toBe('mysql://campaign:p%40ss@db:3306/campaign');
    expect(config.REDIS_URL).toBe('redis://:pw@redis:6379');
  });

  it('removes only one newline, so a value that ends in spaces or newlines keeps them', () => {
    const config = loadConfig({ SESSION_SECRET_FILE: secretFile('two-lines', `${SECRET} \n\n`) });
    expect(config.SESSION_SECRET).toBe(`${SECRET} \n`);
  });

  it('satisfies the production requirement for SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET: required/);
    const config = loadConfig({
      NODE_ENV: 'production',
      SESSION_SECRET_FILE: secretFile('prod-session', SECRET),
    });
    expect(config.SESSION_SECRET).toBe(SECRET);
  });

  it('refuses both NAME and NAME_FILE, naming them and not the value', () => {
    const load = () =>
      loadConfig({ SESSION_SECRET: SECRET, SESSION_SECRET_FILE: secretFile('both', SECRET) });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SESSION_SECRET_FILE: SESSION_SECRET is set too; set only one of them/);
    expect(load).not.toThrow(new RegExp(SECRET));
  });

  it('says which file cannot be read, or is empty, and never what a file holds', () => {
    const missing = path.join(dir, 'missing');
    expect(() => loadConfig({ SMTP_URL_FILE: missing })).toThrow(
      `SMTP_URL_FILE: cannot read ${missing} (ENOENT)`,
    );
    expect(() => loadConfig({ ADMIN_PASSWORD_FILE: secretFile('empty', '\n') })).toThrow(
      /ADMIN_PASSWORD_FILE: .*empty is empty/,
    );
    // A value the schema refuses is reported under its name, without the value.
    const load = () => loadConfig({ SESSION_SECRET_FILE: secretFile('short', 'too-short\n') });
    expect(load).toThrow(/SESSION_SECRET: must be at least 32 characters/);
    expect(load).not.toThrow(/too-short/);
  });

  it('treats an empty NAME_FILE as unset, like every other empty setting', () => {
    expect(loadConfig({ SESSION_SECRET_FILE: '', REDIS_URL_FILE: '' }).REDIS_URL).toBeUndefined();
  });

  it('is offered for every secret setting, and the _FILE names are documented settings', () => {
    for (const name of SECRET_SETTINGS) expect(SETTING_NAMES).toContain(`${name}_FILE`);
  });
});
