import { describe, expect, it } from 'vitest';
import { describeSendError, isPermanentRefusal, MAX_ATTEMPTS, retryDelayMs } from './retry-policy';

describe('retryDelayMs', () => {
  it('doubles from 30 seconds and stops growing at an hour', () => {
    const minutes = [1, 2, 3, 4, 5, 6, 7, 8, 9, 29].map((n) => retryDelayMs(n) / 60_000);
    expect(minutes).toEqual([0.5, 1, 2, 4, 8, 16, 32, 60, 60, 60]);
  });

  it('spans about a day before the last attempt', () => {
    let total = 0;
    for (let attempts = 1; attempts < MAX_ATTEMPTS; attempts++) total += retryDelayMs(attempts);
    expect(total / 3_600_000).toBeGreaterThan(20);
    expect(total / 3_600_000).toBeLessThan(26);
  });
});

describe('isPermanentRefusal', () => {
  it('is a 5xx refusal of the recipient or the message, never a connection or sign-in problem', () => {
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 550, permanent: true })).toBe(
      true,
    );
    expect(isPermanentRefusal({ code: 'EMESSAGE', responseCode: 554, permanent: true })).toBe(true);
    expect(isPermanentRefusal({ code: 'EENVELOPE', responseCode: 451, permanent: false })).toBe(
      false,
    );
    expect(isPermanentRefusal({ code: 'EAUTH', responseCode: 535, permanent: true })).toBe(false);
    expect(isPermanentRefusal({ code: 'ECONNECTION' })).toBe(false);
    expect(isPermanentRefusal(undefined)).toBe(false);
  });
});

describe('describeSendError', () => {
  it('gives the code, the SMTP answer and the message on one line', () => {
    expect(
      describeSendError({
        code: 'EENVELOPE',
        responseCode: 550,
        message: 'Recipient\ncommand failed',
      }),
    ).toBe('EENVELOPE 550: Recipient command failed');
    expect(describeSendError(new Error('plain'))).toBe('plain');
  });

  it('never keeps a password, named or in a URL, and stays within the column', () => {
    const text = describeSendError(
      { code: 'EAUTH', message: 'login hunter2 failed for smtp://u:pw@mail.example.org' },
      ['hunter2'],
    );
    expect(text).toBe('EAUTH: login [redacted] failed for smtp://u:[redacted]@mail.example.org');
    expect(describeSendError({ message: 'x'.repeat(2000) })).toHaveLength(500);
  });
});
