import { describe, expect, it } from 'vitest';
import { createLogger } from '../logger';
import {
  errorForLog,
  maskEmail,
  maskEmails,
  redactFields,
  redactUrlPasswords,
  redactUrlTokens,
} from './log-safety';

describe('maskEmails', () => {
  it('keeps the first letter and the domain of every address', () => {
    expect(maskEmails('from jane.doe@example.org and j@x.co')).toBe(
      'from j***@example.org and j***@x.co',
    );
    expect(maskEmail('Jane@Example.org')).toBe('J***@Example.org');
    expect(maskEmail('not an address')).toBe('***');
    expect(maskEmails('no address here')).toBe('no address here');
  });
});

describe('redactUrlTokens', () => {
  const token = 'Qk9HVVMtdG9rZW4tZm9yLXRoZS1sb2ctc2FmZXR5LXQ';
  it('hides the value of every token parameter, keeping the rest of the URL', () => {
    expect(redactUrlTokens(`/api/set-password?token=${token}`)).toBe(
      '/api/set-password?token=[redacted]',
    );
    expect(redactUrlTokens(`https://x.org/api/set-password?a=1&token=${token}&b=2#top`)).toBe(
      'https://x.org/api/set-password?a=1&token=[redacted]&b=2#top',
    );
    expect(redactUrlTokens(`GET /api/set-password?TOKEN=${token} HTTP/1.1`)).toBe(
      'GET /api/set-password?TOKEN=[redacted] HTTP/1.1',
    );
  });

  it("hides a preview link's token, the path segment after /preview/", () => {
    expect(redactUrlTokens(`/preview/${token}`)).toBe('/preview/[redacted]');
    expect(redactUrlTokens(`https://x.org/preview/${token}?a=1 and /preview/${token}/`)).toBe(
      'https://x.org/preview/[redacted]?a=1 and /preview/[redacted]/',
    );
  });

  it('leaves other parameters and words alone', () => {
    expect(redactUrlTokens('/api/login?returnTo=/admin&notice=password-set')).toBe(
      '/api/login?returnTo=/admin&notice=password-set',
    );
    expect(redactUrlTokens('?mytoken=abc and the token= word')).toBe(
      '?mytoken=abc and the token= word',
    );
  });

  it('applies to every logged string, messages and fields alike', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', {}, (line) => lines.push(line));
    logger.info(`opened /api/set-password?token=${token}`, {
      url: `/api/set-password?token=${token}`,
      nested: { link: `https://x.org/api/set-password?token=${token}` },
    });
    logger.error('failed', { err: new Error(`bad link ?token=${token}`) });
    expect(lines.join('\n')).not.toContain(token);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      msg: 'opened /api/set-password?token=[redacted]',
      url: '/api/set-password?token=[redacted]',
    });
  });
});

describe('redactUrlPasswords', () => {
  it('hides the password of any URL with credentials (SMTP_URL, DATABASE_URL)', () => {
    expect(redactUrlPasswords('smtps://mailer:s3cr%40t@mail.example.org:465')).toBe(
      'smtps://mailer:[redacted]@mail.example.org:465',
    );
    expect(redactUrlPasswords('at mysql://root:pw@db:3306/campaign and smtp://u:p@h')).toBe(
      'at mysql://root:[redacted]@db:3306/campaign and smtp://u:[redacted]@h',
    );
    expect(redactUrlPasswords('smtp://mail.example.org:587 and https://x.org/a@b')).toBe(
      'smtp://mail.example.org:587 and https://x.org/a@b',
    );
  });

  it('applies to every logged string', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', {}, (line) => lines.push(line));
    logger.warn('could not reach smtp://mailer:hunter2secret@mail.example.org', {
      err: new Error('connect to smtp://mailer:hunter2secret@mail.example.org failed'),
    });
    expect(lines.join('\n')).not.toContain('hunter2secret');
  });
});

describe('redactFields', () => {
  it('hides secrets at any depth and masks addresses in values', () => {
    expect(
      redactFields({
        password: 'hunter2',
        user: { email: 'ada@example.org', passwordHash: 'scrypt$…', sessionId: 'abc' },
        headers: { cookie: 'campaign.sid=abc', authorization: 'Basic x' },
        list: ['bob@example.org'],
        sessionExpired: true,
        count: 3,
      }),
    ).toEqual({
      password: '[redacted]',
      user: { email: 'a***@example.org', passwordHash: '[redacted]', sessionId: '[redacted]' },
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
      list: ['b***@example.org'],
      sessionExpired: true,
      count: 3,
    });
  });
});

describe('errorForLog', () => {
  it('drops the SQL and the values Knex puts into a failed query’s message', () => {
    const error = Object.assign(
      new Error(
        "insert into `pledges` (`email`, `name`) values ('ada@example.org', 'Ada') - Duplicate entry 'ada@example.org' for key 'pledges_email_unique'",
      ),
      { code: 'ER_DUP_ENTRY', errno: 1062, sqlState: '23000' },
    );
    const logged = errorForLog(error);
    expect(logged).toEqual({
      name: 'Error',
      code: 'ER_DUP_ENTRY',
      errno: 1062,
      sqlState: '23000',
      message: "Duplicate entry '?' for key '?'",
    });
    expect(JSON.stringify(logged)).not.toContain('ada');
  });

  it('reads through Objection’s wrapper to the driver error', () => {
    const native = Object.assign(
      new Error('select * from `users` where `email` = ? - connect ECONNREFUSED 127.0.0.1:3306'),
      { code: 'ECONNREFUSED' },
    );
    const wrapped = Object.assign(new Error('wrapped'), { name: 'DBError', nativeError: native });
    expect(errorForLog(wrapped)).toEqual({
      name: 'DBError',
      code: 'ECONNREFUSED',
      message: 'connect ECONNREFUSED 127.0.0.1:3306',
    });
  });

  it('keeps stack frames of programming errors, with addresses masked', () => {
    const logged = errorForLog(new TypeError('cannot read x of ada@example.org'));
    expect(logged.message).toBe('cannot read x of a***@example.org');
    expect(logged.stack).toMatch(/^\s+at /);
    expect(errorForLog('plain text')).toEqual({ message: 'plain text' });
  });
});

describe('the logger', () => {
  it('never writes a secret or a whole address, whatever it is given', () => {
    const lines: string[] = [];
    const logger = createLogger('debug', {}, (line) => lines.push(line)).child({ requestId: 'r1' });
    logger.info('signed in ada@example.org', { password: 'hunter2', email: 'ada@example.org' });
    logger.error('failed', { err: new Error("values ('bob@example.org')") });
    const text = lines.join('\n');
    expect(text).not.toMatch(/hunter2|ada@example\.org|bob@example\.org/);
    expect(JSON.parse(lines[0]!)).toMatchObject({
      level: 'info',
      msg: 'signed in a***@example.org',
      requestId: 'r1',
      password: '[redacted]',
      email: 'a***@example.org',
    });
  });
});
