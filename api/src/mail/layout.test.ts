import { describe, expect, it } from 'vitest';
import { renderEmail, type EmailContent } from './layout';

const content: EmailContent = {
  siteName: 'No <Nitrates>',
  publicUrl: 'https://nitratefree.example',
  heading: 'Thanks & welcome',
  preview: 'Your resources',
  blocks: [
    { paragraph: 'Hello "friend"' },
    { button: { label: 'Read the tips', href: 'https://nitratefree.example/tips?a=1&b=2' } },
    { quote: 'line one\n<b>line two</b>' },
    { html: '<p><strong>Bold</strong> news</p>', text: 'Bold news' },
  ],
  reason: 'You pledged on our site.',
  contactEmail: 'team@nitratefree.example',
  unsubscribeUrl: 'https://nitratefree.example/newsletter/unsubscribe?token=abc',
};

describe('renderEmail', () => {
  const { html, text } = renderEmail(content);

  it('escapes every text it is given in the HTML part', () => {
    expect(html).toContain('No &lt;Nitrates&gt;');
    expect(html).toContain('Thanks &amp; welcome');
    expect(html).toContain('Hello &quot;friend&quot;');
    expect(html).toContain('href="https://nitratefree.example/tips?a=1&amp;b=2"');
    expect(html).toContain('line one<br>&lt;b&gt;line two&lt;/b&gt;');
    expect(html).not.toContain('<b>line two</b>');
  });

  it('keeps sanitised HTML blocks as given', () => {
    expect(html).toContain('<p><strong>Bold</strong> news</p>');
  });

  it('says the same in the plain-text part, links written out in full', () => {
    expect(text).toContain('Thanks & welcome');
    expect(text).toContain('Read the tips: https://nitratefree.example/tips?a=1&b=2');
    expect(text).toContain('> line one\n> <b>line two</b>');
    expect(text).toContain('Bold news');
    expect(text).toContain(
      'Unsubscribe: https://nitratefree.example/newsletter/unsubscribe?token=abc',
    );
    expect(text).toContain('Questions? Write to team@nitratefree.example.');
  });

  it('has a footer saying why the reader gets it, and no unsubscribe link unless given one', () => {
    expect(html).toContain('You pledged on our site.');
    const { unsubscribeUrl: _left, ...withoutUnsubscribe } = content;
    const plain = renderEmail(withoutUnsubscribe);
    expect(plain.html).not.toContain('Unsubscribe');
    expect(plain.text).not.toContain('Unsubscribe');
  });
});
