import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_TTL_MS, renderedPageCache } from './rendered-page-cache';

describe('renderedPageCache', () => {
  it('shares one render between concurrent and later requests until it expires', async () => {
    let now = 1000;
    const cache = renderedPageCache<string>(() => now);
    let renders = 0;
    const produce = async () => `page ${++renders}`;
    const keep = () => true;

    const [a, b] = await Promise.all([
      cache.get('/', produce, keep),
      cache.get('/', produce, keep),
    ]);
    expect([a, b, renders]).toEqual(['page 1', 'page 1', 1]);

    now += RENDERED_PAGE_TTL_MS - 1;
    expect(await cache.get('/', produce, keep)).toBe('page 1');
    now += 1;
    expect(await cache.get('/', produce, keep)).toBe('page 2');
  });

  it('renders again after a result it may not keep, and after a failure', async () => {
    const cache = renderedPageCache<{ status: number }>(() => 0);
    let renders = 0;
    const notFound = async () => {
      renders += 1;
      return { status: 404 };
    };
    const keep200 = (page: { status: number }) => page.status === 200;
    await cache.get('/x', notFound, keep200);
    await cache.get('/x', notFound, keep200);
    expect(renders).toBe(2);

    const failing = async (): Promise<{ status: number }> => {
      renders += 1;
      throw new Error('boom');
    };
    await expect(cache.get('/y', failing, keep200)).rejects.toThrow('boom');
    await expect(cache.get('/y', failing, keep200)).rejects.toThrow('boom');
    expect(renders).toBe(4);
  });

  it('never keeps a page past the moment given, such as a scheduled publication', async () => {
    let now = 1000;
    const cache = renderedPageCache<string>(() => now);
    let renders = 0;
    const produce = async () => `page ${++renders}`;
    const keep = () => true;
    const publication = now + 500;

    expect(await cache.get('/blog', produce, keep, publication)).toBe('page 1');
    now += 499;
    expect(await cache.get('/blog', produce, keep, publication)).toBe('page 1');
    now += 1;
    // The article is public from this instant: the page is rendered again, with it.
    expect(await cache.get('/blog', produce, keep, null)).toBe('page 2');
    now += RENDERED_PAGE_TTL_MS - 1;
    expect(await cache.get('/blog', produce, keep, null)).toBe('page 2');
  });
});
