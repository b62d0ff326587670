import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { mailSettings } from './mail/settings';

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

describe('PASSWORD_HASH_COST', () => {
  it('defaults to 2^17 and accepts a lower cost outside production', () => {
    expect(loadConfig({}).PASSWORD_HASH_COST).toBe(17);
    expect(loadConfig({ PASSWORD_HASH_COST: '10' }).PASSWORD_HASH_COST).toBe(10);
  });

  it('refuses a cost below 15 in production, and anything out of 10 to 20', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) };
    expect(() => loadConfig({ ...production, PASSWORD_HASH_COST: '14' })).toThrow(
      /PASSWORD_HASH_COST: at least 15 in production/,
    );
    expect(loadConfig({ ...production, PASSWORD_HASH_COST: '15' }).PASSWORD_HASH_COST).toBe(15);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '21' })).toThrow(/PASSWORD_HASH_COST/);
    expect(() => loadConfig({ PASSWORD_HASH_COST: '9' })).toThrow(/PASSWORD_HASH_COST/);
  });
});

describe('UPLOADS_DIR', () => {
  it('is unset by default (the uploads folder then sits beside the SQLite database)', () => {
    expect(loadConfig({}).UPLOADS_DIR).toBeUndefined();
  });

  it('takes a folder path, trimmed', () => {
    expect(loadConfig({ UPLOADS_DIR: ' /srv/campaign/uploads ' }).UPLOADS_DIR).toBe(
      '/srv/campaign/uploads',
    );
  });

  it('refuses a value that is not a folder path', () => {
    expect(() => loadConfig({ UPLOADS_DIR: 'a\0b' })).toThrow(/UPLOADS_DIR: must be a folder path/);
    expect(() => loadConfig({ UPLOADS_DIR: '   ' })).toThrow(/UPLOADS_DIR/);
  });
});

describe('SMTP_URL', () => {
  it('is optional: without it no email is sent and every email stays in the outbox', () => {
    expect(loadConfig({}).SMTP_URL).toBeUndefined();
    expect(mailSettings(loadConfig({})).enabled).toBe(false);
  });

  it('takes smtp:// and smtps:// with or without credentials', () => {
    for (const value of [
      'smtp://mail.example.org',
      'smtp://user:pass@mail.example.org:587',
      'smtps://user%40example.org:p%40ss%3Aword@mail.example.org',
      'smtp://[::1]:2525',
    ]) {
      expect(loadConfig({ SMTP_URL: value }).SMTP_URL, value).toBe(value);
      expect(mailSettings(loadConfig({ SMTP_URL: value })).enabled).toBe(true);
    }
  });

  it('refuses other schemes, paths and queries, and never repeats a password in the message', () => {
    for (const value of [
      'mail.example.org',
      'http://user:hunter2secret@mail.example.org',
      'smtp://user:hunter2secret@mail.example.org/path',
      'smtp://user:hunter2secret@mail.example.org?pool=true',
      'smtp://:hunter2secret@mail.example.org',
      'smtp://user:hunter2secret@mail.example.org:99999',
      'smtp://user:%E0%A4%A@mail.example.org',
    ]) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: value });
      } catch (error) {
        expect(error, value).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message, value).toMatch(/SMTP_URL: /);
      expect(message, value).not.toContain('hunter2secret');
      expect(message, value).not.toContain('%E0');
    }
  });
});

describe('MAIL_FROM', () => {
  it('defaults to the site name at no-reply@ the public host', () => {
    const config = loadConfig({ SITE_NAME: 'Fresh Food Month', PUBLIC_URL: 'https://fresh.org' });
    expect(mailSettings(config).from).toEqual({
      name: 'Fresh Food Month',
      address: 'no-reply@fresh.org',
    });
    expect(mailSettings(loadConfig({})).from.address).toBe('no-reply@localhost');
  });

  it('takes one address, with or without a display name', () => {
    expect(mailSettings(loadConfig({ MAIL_FROM: 'hello@fresh.org' })).from).toEqual({
      name: '',
      address: 'hello@fresh.org',
    });
    expect(
      mailSettings(loadConfig({ MAIL_FROM: '"Team, Fresh Food" <hello@fresh.org>' })).from,
    ).toEqual({ name: 'Team, Fresh Food', address: 'hello@fresh.org' });
  });

  it('refuses no address, two addresses, a bad address or a line break', () => {
    for (const value of [
      'Fresh Food',
      'a@fresh.org, b@fresh.org',
      'Team <not an address>',
      'Team\r\nBcc: x@evil.example <a@fresh.org>',
    ]) {
      expect(() => loadConfig({ MAIL_FROM: value }), value).toThrow(/MAIL_FROM: must be one/);
    }
  });
});

describe('NOTIFY_EMAIL', () => {
  it('is where contact notifications go, else ADMIN_EMAIL, else nowhere', () => {
    expect(mailSettings(loadConfig({})).notifyTo).toBeNull();
    const admin = { ADMIN_EMAIL: 'ada@fresh.org', ADMIN_PASSWORD: 'a long passphrase here' };
    expect(mailSettings(loadConfig(admin)).notifyTo).toBe('ada@fresh.org');
    expect(mailSettings(loadConfig({ ...admin, NOTIFY_EMAIL: 'Team@Fresh.org' })).notifyTo).toBe(
      'team@fresh.org',
    );
  });

  it('refuses what is not an address', () => {
    expect(() => loadConfig({ NOTIFY_EMAIL: 'the team' })).toThrow(/NOTIFY_EMAIL: Invalid email/);
  });
});
