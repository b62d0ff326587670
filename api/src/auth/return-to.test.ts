import { describe, expect, it } from 'vitest';
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
