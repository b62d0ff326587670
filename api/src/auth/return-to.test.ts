import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps paths on this site', () => {
    expect(safeReturnTo('/admin')).toBe('/admin');
    expect(safeReturnTo('/blog/a-post?x=1#top')).toBe('/blog/a-post?x=1#top');
    expect(safeReturnTo('/')).toBe('/');
    // Encoded characters stay encoded: still a path here.
    expect(safeReturnTo('/%2F%2Fevil.example')).toBe('/%2F%2Fevil.example');
  });

  it('sends everything else to /admin', () => {
    for (const value of [
      undefined,
      '',
      'admin',
      '//evil.example',
      '//evil.example/admin',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      'https://evil.example/admin',
      'http:/evil.example',
      'javascript:alert(1)',
      ' /admin',
      `/${'a'.repeat(3000)}`,
      ['/admin'],
      42,
    ]) {
      expect(safeReturnTo(value), String(value)).toBe('/admin');
    }
  });
});

describe('safeReturnTo, over generated inputs', () => {
  // Pieces that make browsers read a path as another host, or that they rewrite silently
  // (kept packed: one piece a line would make the list four screens long).
  // prettier-ignore
  const tricky = fc.constantFrom(
    '/', '//', '\\', '/\\', '.', '..', './', '../', '%2f', '%5c', '%2e', '@', ':', '?', '#',
    '\t', '\n', '\r', '\u0000', ' ', 'evil.example', 'http:', 'https:', 'javascript:', 'admin',
  );
  const candidate = fc.oneof(
    fc.array(tricky, { maxLength: 8 }).map((parts) => parts.join('')),
    fc.array(tricky, { maxLength: 8 }).map((parts) => `/${parts.join('')}`),
    fc.string({ maxLength: 40 }),
    fc.webUrl(),
  );

  /** How a browser would resolve the redirect Location against this site. */
  const resolvedByBrowser = (location: string) => new URL(location, 'https://site.example');

  it('always answers a path a browser keeps on this site', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const result = safeReturnTo(value);
        expect(result.startsWith('/')).toBe(true);
        expect(result).not.toMatch(/^\/[/\\]/);
        // eslint-disable-next-line no-control-regex
        expect(result).not.toMatch(/[\\\u0000-\u001f\u007f]/);
        expect(resolvedByBrowser(result).origin).toBe('https://site.example');
      }),
      { numRuns: 5000 },
    );
  });

  it('is stable: a checked path passes unchanged the second time', () => {
    fc.assert(
      fc.property(candidate, (value) => {
        const once = safeReturnTo(value);
        expect(safeReturnTo(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });

  it('refuses paths whose dot segments resolve to another host', () => {
    for (const value of [
      '/.//evil.example',
      '/a/..//evil.example',
      '/./\\evil.example',
      '/%2e//evil.example',
    ]) {
      expect(safeReturnTo(value), value).toBe('/admin');
    }
  });
});
