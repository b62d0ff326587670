import { describe, expect, it } from 'vitest';
import { isAdminPath, isKnownClientPath } from './routes';
import { resolveStoredTheme } from './events';

describe('isKnownClientPath', () => {
  it.each([
    '/',
    '/about',
    '/values',
    '/impact',
    '/blog',
    '/tips',
    '/contact',
    '/pledge',
    '/privacy',
    '/terms/',
    '/admin',
    '/admin/x',
    '/blog/some-post',
    '/about/',
  ])('knows %s', (path) => expect(isKnownClientPath(path)).toBe(true));
  it.each(['/nope', '/blog/a/b', '/administrator', '/pledges', '/privacy/x'])(
    'does not know %s',
    (path) => expect(isKnownClientPath(path)).toBe(false),
  );
  it('separates admin paths', () => {
    expect(isAdminPath('/admin')).toBe(true);
    expect(isAdminPath('/adminx')).toBe(false);
  });
});

describe('resolveStoredTheme', () => {
  it('accepts only the exact strings', () => {
    expect(resolveStoredTheme('dark')).toBe('dark');
    expect(resolveStoredTheme('light')).toBe('light');
    expect(resolveStoredTheme('Dark')).toBe('light');
    expect(resolveStoredTheme(null)).toBe('light');
  });
});
