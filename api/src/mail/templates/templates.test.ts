import { describe, expect, it } from 'vitest';
import { EMAIL_KINDS } from '../outbox';
import { contactNotificationEmail } from './contact-notification';
import { contactReplyEmail } from './contact-reply';
import { passwordLinkEmail } from './password-link';
import { pledgeWelcomeEmail } from './pledge-welcome';

const site = { siteName: 'Fresh <Food> Month', publicUrl: 'https://fresh.example' };
const hrefs = (html: string) => [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);

describe('the pledge welcome email', () => {
  const email = pledgeWelcomeEmail(site, { name: 'Rosa <script>', email: 'rosa@example.org' });

  it('thanks the pledger, in both parts, with their name escaped in the HTML', () => {
    expect(email).toMatchObject({
      kind: 'pledge-welcome',
      to: 'rosa@example.org',
      subject: 'Welcome to Fresh <Food> Month: your first steps',
    });
    expect(email.html).toContain('Welcome to the movement, Rosa &lt;script&gt;!');
    expect(email.html).not.toContain('<script>');
    expect(email.text).toContain('Welcome to the movement, Rosa <script>!');
    expect(email.text).toContain('Thank you for taking the pledge');
  });

  it('does not repeat a name that reads as a link to the unconfirmed address', () => {
    const lure = pledgeWelcomeEmail(site, {
      name: 'Click https://evil.example/claim now',
      email: 'victim@example.org',
    });
    for (const part of [lure.html, lure.text]) {
      expect(part).toContain('Welcome to the movement!');
      expect(part).not.toContain('evil.example');
    }
    expect(hrefs(lure.html).every((href) => href.startsWith('https://fresh.example'))).toBe(true);
  });

  it('links the tips, recipes, research, impact and the pledge page to share, all absolute', () => {
    const links = hrefs(email.html);
    expect(links).toEqual(
      expect.arrayContaining([
        'https://fresh.example/tips',
        'https://fresh.example/blog/practical-swaps-and-cooking-tips',
        'https://fresh.example/blog/reading-labels-e249-e252-uncured-celery',
        'https://fresh.example/blog',
        'https://fresh.example/impact',
        'https://fresh.example/pledge',
      ]),
    );
    for (const link of links) expect(link.startsWith('https://fresh.example')).toBe(true);
    for (const link of links) expect(email.text).toContain(link);
  });
});

describe('the contact notification', () => {
  const createdAt = new Date('2026-11-24T14:05:00Z');
  const email = contactNotificationEmail(site, 'team@fresh.example', {
    id: 42,
    name: 'Jo',
    email: 'jo@example.org',
    message: 'Line one\n<b>Line two</b>',
    createdAt,
  });

  it('goes to the team with Reply-To the visitor, the message quoted and a console link', () => {
    expect(email).toMatchObject({
      kind: 'contact-notification',
      to: 'team@fresh.example',
      replyTo: 'jo@example.org',
      subject: 'New message from Jo',
    });
    expect(email.text).toContain('> Line one\n> <b>Line two</b>');
    expect(email.html).toContain('Line one<br>&lt;b&gt;Line two&lt;/b&gt;');
    expect(email.text).toContain('24 November 2026 at 14:05 UTC');
    expect(hrefs(email.html)).toContain('https://fresh.example/admin/messages?open=42');
  });
});

describe('the reply to a contact message', () => {
  it('carries the typed text as paragraphs and quotes the visitor below it', () => {
    const email = contactReplyEmail(
      site,
      {
        subject: 'Re: Your message',
        body: 'Hello Jo,\nthanks!\n\nThe team',
        replyTo: 'team@x.org',
      },
      {
        name: 'Jo',
        email: 'jo@example.org',
        message: 'Can I help?',
        createdAt: new Date('2026-11-24T14:05:00Z'),
      },
    );
    expect(email).toMatchObject({
      kind: 'contact-reply',
      to: 'jo@example.org',
      replyTo: 'team@x.org',
      subject: 'Re: Your message',
    });
    expect(email.html).toContain('Hello Jo,<br>thanks!</p>');
    expect(email.html).toContain('>The team</p>');
    expect(email.text).toContain('Hello Jo,\nthanks!\n\nThe team\n\nOn 24 November 2026');
    expect(email.text).toContain('> Can I help?');
  });
});

describe('the set-password email', () => {
  const link = {
    url: 'https://fresh.example/api/set-password?token=abc',
    expiresAt: new Date('2026-11-25T10:00:00Z'),
  };

  it('says whether the account is new, links the one-time link and says until when it works', () => {
    const added = passwordLinkEmail(
      site,
      { email: 'ed@x.org', firstName: 'Ed', occasion: 'new-account' },
      link,
    );
    expect(added).toMatchObject({ kind: 'password-link', to: 'ed@x.org' });
    expect(added.subject).toBe('Your account on Fresh <Food> Month');
    expect(hrefs(added.html)).toContain('https://fresh.example/api/set-password?token=abc');
    expect(added.text).toContain('until 25 November 2026 at 10:00 UTC');
    const reset = passwordLinkEmail(
      site,
      { email: 'ed@x.org', firstName: null, occasion: 'admin-reset' },
      link,
    );
    expect(reset.subject).toBe('Set a new password for Fresh <Food> Month');
    expect(reset.text).toContain('Your current password keeps working until you use it.');
    expect(reset.text).toContain('an admin of Fresh <Food> Month asked');
    const forgotten = passwordLinkEmail(
      site,
      { email: 'ed@x.org', firstName: null, occasion: 'forgotten' },
      link,
    );
    expect(forgotten.subject).toBe('Set a new password for Fresh <Food> Month');
    expect(forgotten.text).toContain('said on the sign-in page');
    expect(forgotten.text).not.toContain('An admin');
    expect(hrefs(forgotten.html)).toContain('https://fresh.example/api/set-password?token=abc');
  });
});

describe('every template', () => {
  it('uses a kind the outbox knows', () => {
    expect(EMAIL_KINDS).toEqual(
      expect.arrayContaining([
        'pledge-welcome',
        'contact-notification',
        'contact-reply',
        'password-link',
      ]),
    );
  });
});
