import { describe, expect, it } from 'vitest';
import { createPath, isExternal, matchRoutes, parsePath, resolveTo } from './paths';

const paths = (list: string[]) => list.map((path) => ({ path }));
const pick = (routes: { path?: string; index?: boolean }[], pathname: string) =>
  matchRoutes(routes, pathname)?.[0] ?? null;

describe('matchRoutes', () => {
  const table = paths(['/', '/about', '/blog', '/blog/:slug', '/*']);

  it('prefers a static segment to a param, and both to a splat, whatever the order', () => {
    const reversed = paths(['/*', '/blog/:slug', '/blog/new', '/blog']);
    expect(pick(reversed, '/blog/new')?.route.path).toBe('/blog/new');
    expect(pick(reversed, '/blog/other')?.route.path).toBe('/blog/:slug');
    expect(pick(reversed, '/blog')?.route.path).toBe('/blog');
    expect(pick(reversed, '/blog/a/b')?.route.path).toBe('/*');
  });

  it('decodes params, ignores letter case and a trailing slash', () => {
    expect(pick(table, '/blog/caf%C3%A9')?.params).toEqual({ slug: 'café' });
    expect(pick(table, '/About/')?.route.path).toBe('/about');
    expect(pick(table, '/')?.route.path).toBe('/');
  });

  it('gives the splat the rest of the path and the part before it as the base', () => {
    const found = pick(paths(['/admin/*', '*']), '/admin/messages/7');
    expect(found?.route.path).toBe('/admin/*');
    expect(found?.params['*']).toBe('messages/7');
    expect(found?.pathnameBase).toBe('/admin');
    expect(pick(paths(['/admin/*', '*']), '/pledge')?.pathnameBase).toBe('/');
  });

  it('matches an index route only at its own path, ahead of a splat', () => {
    const routes = [{ index: true }, { path: 'messages' }, { path: '*' }];
    expect(pick(routes, '/')?.route).toEqual({ index: true });
    expect(pick(routes, '/messages')?.route.path).toBe('messages');
    expect(pick(routes, '/unknown')?.route.path).toBe('*');
  });

  it('answers null when nothing matches, and keeps a malformed escape as it is', () => {
    expect(matchRoutes(paths(['/about']), '/contact')).toBeNull();
    expect(pick(table, '/blog/%E0%A4%A')?.params).toEqual({ slug: '%E0%A4%A' });
  });
});

describe('paths', () => {
  it('parses and prints a path with its query and hash', () => {
    expect(parsePath('/blog?page=2#top')).toEqual({
      pathname: '/blog',
      search: '?page=2',
      hash: '#top',
    });
    expect(createPath({ pathname: '/blog', search: 'page=2', hash: 'top' })).toBe(
      '/blog?page=2#top',
    );
    expect(createPath({ pathname: '/tips', search: '?', hash: '#' })).toBe('/tips');
  });

  it('resolves absolute, query-only and relative targets', () => {
    expect(resolveTo('/pledge', '/admin', '/admin/x')).toEqual({
      pathname: '/pledge',
      search: '',
      hash: '',
    });
    expect(resolveTo('?page=3', '/', '/blog').pathname).toBe('/blog');
    expect(resolveTo('messages?open=4', '/admin', '/admin').pathname).toBe('/admin/messages');
    expect(resolveTo('../people', '/admin/messages', '/admin/messages').pathname).toBe(
      '/admin/people',
    );
  });

  it('tells links to other sites and schemes from paths of this one', () => {
    expect(isExternal('https://example.org/x')).toBe(true);
    expect(isExternal('mailto:team@example.org')).toBe(true);
    expect(isExternal('//cdn.example.org/x')).toBe(true);
    expect(isExternal('/about')).toBe(false);
    expect(isExternal({ pathname: '/about' })).toBe(false);
  });
});
