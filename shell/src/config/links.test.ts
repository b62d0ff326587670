import { describe, expect, it } from 'vitest';
import { isExternal } from './links';

describe('isExternal', () => {
  it('tells links that leave the site from the site’s own and placeholders', () => {
    expect(isExternal('https://x.com')).toBe(true);
    expect(isExternal('http://example.org')).toBe(true);
    expect(isExternal('/privacy')).toBe(false);
    expect(isExternal('#')).toBe(false);
    expect(isExternal('mailto:a@b.co')).toBe(false);
  });
});
