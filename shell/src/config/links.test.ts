import { describe, expect, it } from 'vitest';
import { isExternal, LINK_META, readSiteLinks, safeHref } from './links';

describe('safeHref', () => {
  it.each([
    ['#', '#'],
    ['#terms', '#terms'],
    ['/privacy', '/privacy'],
    ['https://example.org/a?b=c', 'https://example.org/a?b=c'],
    ['http://example.org', 'http://example.org/'],
    ['mailto:team@example.org', 'mailto:team@example.org'],
    ['  https://example.org/x  ', 'https://example.org/x'],
  ])('accepts %j', (value, expected) => {
    expect(safeHref(value)).toBe(expected);
  });

  it.each([
    null,
    undefined,
    '',
    '   ',
    'javascript:alert(1)',
    'data:text/html,hi',
    '//evil.example',
    'privacy',
  ])('refuses %j', (value) => {
    expect(safeHref(value)).toBeNull();
  });
});

describe('readSiteLinks', () => {
  it('reads each meta tag and falls back to "#"', () => {
    const values: Record<string, string> = {
      [LINK_META.twitter]: 'https://x.com/campaign',
      [LINK_META.instagram]: 'nope:',
    };
    const doc = {
      querySelector: (selector: string) => {
        const name = /name="([^"]+)"/.exec(selector)?.[1] ?? '';
        return name in values
          ? ({ getAttribute: () => values[name] ?? null } as unknown as Element)
          : null;
      },
    };
    expect(readSiteLinks(doc)).toEqual({
      facebook: '#',
      twitter: 'https://x.com/campaign',
      instagram: '#',
      linkedin: '#',
    });
  });

  it('tells external links apart', () => {
    expect(isExternal('https://x.com')).toBe(true);
    expect(isExternal('/privacy')).toBe(false);
    expect(isExternal('#')).toBe(false);
    expect(isExternal('mailto:a@b.co')).toBe(false);
  });
});
