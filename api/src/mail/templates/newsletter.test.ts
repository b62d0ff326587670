import { describe, expect, it } from 'vitest';
import { absoluteUrls, htmlToText, newsletterEmail } from './newsletter';

const site = { siteName: 'Fresh Food Month', publicUrl: 'https://fresh.example' };

describe('the plain-text part of a newsletter', () => {
  it('keeps paragraphs, line breaks, list items and every link as "text (url)"', () => {
    const html =
      '<h2>Week   one</h2>\n<p>Read <a href="https://fresh.example/blog">the articles</a>,<br>then ' +
      '<strong>share</strong> &amp; pledge.</p><ul><li>Beans</li><li>Lentils &lt;3</li></ul>' +
      '<p><a href="https://x.example/">https://x.example/</a> or ' +
      '<a href="mailto:team@fresh.example">team@fresh.example</a></p>';
    expect(htmlToText(html)).toBe(
      [
        'Week one',
        '',
        'Read the articles (https://fresh.example/blog),',
        'then share & pledge.',
        '',
        '- Beans',
        '- Lentils <3',
        '',
        'https://x.example/ or team@fresh.example',
      ].join('\n'),
    );
  });
});

describe('links in a newsletter', () => {
  it('makes paths on the site absolute and leaves other URLs alone', () => {
    expect(
      absoluteUrls(
        '<a href="/blog?a=1&amp;b=2">x</a><img src="/img.png" alt=""><a href="mailto:a@b.example">m</a>' +
          '<a href="https://other.example/p">o</a>',
        site.publicUrl,
      ),
    ).toBe(
      '<a href="https://fresh.example/blog?a=1&amp;b=2">x</a><img src="https://fresh.example/img.png" alt="">' +
        '<a href="mailto:a@b.example">m</a><a href="https://other.example/p">o</a>',
    );
  });
});

describe('a newsletter copy', () => {
  const edition = { id: 7, subject: 'News', html: '<p>Hello</p>' };

  it('carries the subscriber’s own unsubscribe link, headers and the newsletter’s id', () => {
    const email = newsletterEmail(site, edition, {
      email: 'rosa@example.org',
      unsubscribeUrl: 'https://fresh.example/u?token=abc',
      headers: { 'List-Unsubscribe': '<https://fresh.example/u?token=abc>' },
    });
    expect(email).toMatchObject({
      kind: 'newsletter',
      to: 'rosa@example.org',
      subject: 'News',
      newsletterId: 7,
      headers: { 'List-Unsubscribe': '<https://fresh.example/u?token=abc>' },
    });
    expect(email.html).toContain('href="https://fresh.example/u?token=abc"');
    expect(email.text).toContain('Unsubscribe: https://fresh.example/u?token=abc');
    expect(email.text).toContain(
      'You get this email because you subscribed to the newsletter at fresh.example.',
    );
  });

  it('is marked as a test, without an unsubscribe link or a newsletter id, for staff', () => {
    const email = newsletterEmail(site, edition, { email: 'admin@example.org' }, 'newsletter-test');
    expect(email.subject).toBe('[Test] News');
    expect(email.kind).toBe('newsletter-test');
    expect(email).not.toHaveProperty('newsletterId');
    expect(email.text).not.toContain('Unsubscribe');
  });
});
