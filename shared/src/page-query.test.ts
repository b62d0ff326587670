import { describe, expect, it } from 'vitest';
import { pageNumberOf, tipCategoryOf, visitorPageOf } from './page-query';

describe('visitorPageOf', () => {
  it('spells each page one way, as the router matches it', () => {
    for (const path of ['/about', '/About', '/about/', '/about//', '/%61bout']) {
      expect(visitorPageOf(path, ''), path).toEqual({ route: '/about', url: '/about' });
    }
    expect(visitorPageOf('/', '')).toEqual({ route: '/', url: '/' });
    expect(visitorPageOf('/Blog/My-Post/', '')).toEqual({
      route: '/blog/:slug',
      url: '/blog/My-Post',
    });
    expect(visitorPageOf('/blog/caf%C3%A9', '').route).toBe('/blog/:slug');
  });

  it('keeps only the parameters the page reads, with the values it tells apart', () => {
    expect(visitorPageOf('/pledge', 'utm_source=x&pledged=1&subscribed=1')).toEqual({
      route: '/pledge',
      url: '/pledge?pledged=1&subscribed=1',
    });
    expect(visitorPageOf('/pledge', 'pledged=2')).toEqual({ route: '/pledge', url: '/pledge' });
    // Another page's success marker means nothing here.
    expect(visitorPageOf('/about', 'pledged=1&sent=1')).toEqual({ route: '/about', url: '/about' });
  });

  it('tells the pages of /blog apart by their number, however written, and page 1 is /blog', () => {
    const url = (search: string) => visitorPageOf('/blog', search);
    expect(url('page=2')).toEqual({ route: '/blog', url: '/blog?page=2' });
    expect(url('page=02&utm_source=x')).toEqual({ route: '/blog', url: '/blog?page=2' });
    for (const search of ['', 'page=1', 'page=0', 'page=-3', 'page=x', 'page=1.5', 'page=1e999'])
      expect(url(search), search).toEqual({ route: '/blog', url: '/blog' });
    expect(pageNumberOf(null)).toBe(1);
    expect(pageNumberOf('7')).toBe(7);
  });

  it('tells the tabs of /tips apart, and the first tab is /tips', () => {
    expect(visitorPageOf('/tips', 'tab=dining-out&x=1')).toEqual({
      route: '/tips',
      url: '/tips?tab=dining-out',
    });
    for (const search of ['', 'tab=shopping', 'tab=Labels', 'tab=nope'])
      expect(visitorPageOf('/tips', search), search).toEqual({ route: '/tips', url: '/tips' });
    expect(tipCategoryOf('dining-out')).toBe('Dining Out');
    expect(tipCategoryOf(null)).toBe('Shopping');
  });

  it('calls anything else unknown', () => {
    for (const path of ['/nope', '//about', '/blog/a/b', '/about/x', '/%E0%A4%A', '/admin']) {
      expect(visitorPageOf(path, ''), path).toEqual({ route: null });
    }
  });
});
