import { describe, expect, it } from 'vitest';
import { mailboxDomain, normaliseMailbox } from './normalise-mailbox';

describe('normaliseMailbox', () => {
  it('makes every spelling of one Gmail inbox the same mailbox', () => {
    const spellings = [
      'victim@gmail.com',
      'victim+n1@gmail.com',
      'v.ictim+n2@gmail.com',
      'VICTIM@googlemail.com',
      ' Vic.Tim+news+more@GMAIL.COM ',
      'victim@gmail.com.',
    ];
    expect(new Set(spellings.map(normaliseMailbox))).toEqual(new Set(['victim@gmail.com']));
  });

  it('drops a +tag on any domain, but keeps dots where the provider does not ignore them', () => {
    expect(normaliseMailbox('Jane.Doe+campaign@Example.org')).toBe('jane.doe@example.org');
    expect(normaliseMailbox('jane.doe@outlook.com')).not.toBe(
      normaliseMailbox('janedoe@outlook.com'),
    );
  });

  it('keeps a local part that is only a tag, and leaves what is not an address alone', () => {
    expect(normaliseMailbox('+tag@example.org')).toBe('+tag@example.org');
    expect(normaliseMailbox('no-at-sign')).toBe('no-at-sign');
  });

  it('tells different people apart', () => {
    expect(normaliseMailbox('ann@gmail.com')).not.toBe(normaliseMailbox('anne@gmail.com'));
    expect(normaliseMailbox('ann@example.org')).not.toBe(normaliseMailbox('ann@example.com'));
  });

  it('names the domain the per-domain cap counts', () => {
    expect(mailboxDomain(normaliseMailbox('x+y@GoogleMail.com'))).toBe('gmail.com');
  });
});
