import { blogPostPath, isKnownClientPath, PUBLIC_ROUTES, queryKeys } from '@campaign/shared';
import { describe, expect, it } from 'vitest';
import { PUBLIC_ROUTE_TABLE } from './route-table';

/**
 * The visitor routes are named once, in PUBLIC_ROUTES (shared): the server's 404 decision
 * (isKnownClientPath) and the sitemap read that list, and the router is built from this table.
 * If a page is added to one and not the other, a case here fails.
 */
const tablePaths = PUBLIC_ROUTE_TABLE.map((route) => route.path);
const asUrl = (path: string) => `/${path}`;

describe('the visitor route table', () => {
  it('has a page for every route in PUBLIC_ROUTES', () => {
    for (const route of Object.values(PUBLIC_ROUTES)) {
      expect(tablePaths.map(asUrl), route).toContain(route);
    }
  });

  it('has no page the shared list (and so the server and the sitemap) does not know', () => {
    const known = new Set<string>(Object.values(PUBLIC_ROUTES));
    const pages = tablePaths.filter((path) => path !== '*' && !path.includes(':'));
    for (const path of pages) expect(known, asUrl(path)).toContain(asUrl(path));
  });

  it('answers every page with 200 and only unknown paths with the 404 page', () => {
    for (const path of Object.values(PUBLIC_ROUTES))
      expect(isKnownClientPath(path), path).toBe(true);
    expect(tablePaths).toContain('blog/:slug');
    expect(isKnownClientPath(blogPostPath('any-article'))).toBe(true);
    expect(tablePaths.at(-1)).toBe('*');
    expect(isKnownClientPath('/no-such-page')).toBe(false);
  });

  it('gives each page its own chunk', () => {
    const chunks = PUBLIC_ROUTE_TABLE.map((route) => route.chunk);
    expect(new Set(chunks).size).toBe(chunks.length);
  });

  it("prefetches the legal pages' content on the server, which they can do without", () => {
    for (const key of ['privacy', 'terms'] as const) {
      const route = PUBLIC_ROUTE_TABLE.find((entry) => asUrl(entry.path) === PUBLIC_ROUTES[key]);
      expect(route?.chunk).toBe(`page-${key}`);
      expect(route?.queries({}, '')).toEqual([
        {
          optional: true,
          options: expect.objectContaining({ queryKey: queryKeys.pageContent(key) }),
        },
      ]);
    }
  });

  it('prefetches only what each page shows of the articles', () => {
    const route = (path: string) => PUBLIC_ROUTE_TABLE.find((entry) => entry.path === path)!;
    const keys = (path: string, params: Record<string, string> = {}, search = '') =>
      route(path)
        .queries(params, search)
        .map(({ options }) => options.queryKey as unknown)
        .filter((key) => (key as unknown[])[0] === '/api/blog');
    expect(keys('')).toEqual([queryKeys.blogFeatured()]);
    expect(keys('blog')).toEqual([queryKeys.blogPage(1)]);
    expect(keys('blog', {}, '?page=3&utm_source=x')).toEqual([queryKeys.blogPage(3)]);
    expect(keys('blog', {}, '?page=zero')).toEqual([queryKeys.blogPage(1)]);
    expect(keys('blog/:slug', { slug: 'an-article' })).toEqual([
      queryKeys.blogPost('an-article'),
      queryKeys.blogRelated('an-article'),
    ]);
  });
});
