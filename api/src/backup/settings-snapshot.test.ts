import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { redactedSettings } from './settings-snapshot';

describe('the settings kept in a backup', () => {
  it('keeps every effective value but credentials, and the passwords inside URLs', () => {
    const settings = redactedSettings(
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'mysql://campaign:db-pass-123@db.internal:3306/campaign',
        REDIS_URL: 'redis://:redis-pass-456@cache.internal:6379',
        SMTP_URL: 'smtps://mailer:smtp-pass-789@mail.example.org:465',
        SESSION_SECRET: 'a-session-secret-that-is-long-enough-0123456789',
        ADMIN_EMAIL: 'ada@example.org',
        ADMIN_PASSWORD: 'a long admin passphrase',
        PASSWORD_HASH_COST: '16',
        SITE_NAME: 'Nitrate-Free November',
      }),
    );
    const text = JSON.stringify(settings);
    for (const secret of [
      'db-pass-123',
      'redis-pass-456',
      'smtp-pass-789',
      'a-session-secret',
      'admin passphrase',
    ])
      expect(text).not.toContain(secret);
    expect(settings).toMatchObject({
      DATABASE_URL: 'mysql://campaign:[redacted]@db.internal:3306/campaign',
      REDIS_URL: 'redis://:[redacted]@cache.internal:6379',
      SMTP_URL: 'smtps://mailer:[redacted]@mail.example.org:465',
      SESSION_SECRET: '[redacted]',
      ADMIN_PASSWORD: '[redacted]',
      ADMIN_EMAIL: 'ada@example.org',
      PASSWORD_HASH_COST: 16,
      SITE_NAME: 'Nitrate-Free November',
      PORT: 3000,
    });
  });
});
