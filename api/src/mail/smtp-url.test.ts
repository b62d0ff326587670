import { describe, expect, it } from 'vitest';
import { smtpTransportOptions } from './smtp-transport';
import { describeSmtpServer, parseSmtpUrl } from './smtp-url';

describe('parseSmtpUrl', () => {
  it('reads host, port, TLS mode and percent-encoded credentials', () => {
    expect(parseSmtpUrl('smtps://mailer%40x.org:p%40ss%3Aw%2Frd@mail.x.org')).toEqual({
      secure: true,
      host: 'mail.x.org',
      port: 465,
      auth: { user: 'mailer@x.org', pass: 'p@ss:w/rd' },
    });
    expect(parseSmtpUrl('smtp://mail.x.org')).toEqual({
      secure: false,
      host: 'mail.x.org',
      port: 587,
    });
    expect(parseSmtpUrl('smtp://[::1]:2525/')).toMatchObject({ host: '::1', port: 2525 });
  });

  it('describes the server without its credentials', () => {
    expect(describeSmtpServer(parseSmtpUrl('smtps://u:secret@mail.x.org'))).toBe(
      'smtps://mail.x.org:465',
    );
    expect(describeSmtpServer(parseSmtpUrl('smtp://[::1]:25'))).toBe('smtp://[::1]:25');
  });
});

describe('smtpTransportOptions', () => {
  it('requires STARTTLS before a password crosses a network, and not on this machine', () => {
    expect(smtpTransportOptions(parseSmtpUrl('smtp://u:p@mail.x.org'))).toMatchObject({
      secure: false,
      requireTLS: true,
    });
    expect(smtpTransportOptions(parseSmtpUrl('smtp://u:p@127.0.0.1:2525'))).toMatchObject({
      requireTLS: false,
    });
    expect(smtpTransportOptions(parseSmtpUrl('smtp://relay.internal'))).toMatchObject({
      requireTLS: false,
    });
    expect(smtpTransportOptions(parseSmtpUrl('smtps://u:p@mail.x.org'))).toMatchObject({
      secure: true,
      requireTLS: false,
    });
  });

  it('bounds every wait on the server', () => {
    expect(smtpTransportOptions(parseSmtpUrl('smtp://mail.x.org'))).toMatchObject({
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  });
});
