import { describe, expect, it } from 'vitest';
import { RENDERED_PAGE_TTL_MS, renderedPageCache } from './rendered-page-cache';

describe('renderedPageCache', () => {
  it('shares one render between concurrent and later requests until it expires', async () => {
    let now = 1000;
    const cache = renderedPageCache<string>({ now: () => now });
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
    const cache = renderedPageCache<{ status: number }>({ now: () => 0 });
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
    const cache = renderedPageCache<string>({ now: () => now });
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

  it('keeps expired and cleared pages as their last render, bounded in number and bytes', async () => {
    let now = 0;
    const cache = renderedPageCache<string>({
      now: () => now,
      maxEntries: 3,
      maxBytes: 100,
      sizeOf: (page) => page.length,
    });
    const keep = () => true;
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, async () => `page ${key}`, keep);
    // The least recently used went first.
    expect(cache.last('a')).toBeUndefined();
    expect(cache.size()).toEqual({ entries: 3, bytes: 18 });

    cache.clear();
    expect(cache.current('d')).toBeUndefined();
    expect(cache.last('d')).toBe('page d');
    now += 60_000;
    expect(cache.last('b')).toBe('page b');

    await cache.get('big', async () => 'x'.repeat(90), keep);
    expect(cache.size().bytes).toBeLessThanOrEqual(100);
    await cache.get('huge', async () => 'x'.repeat(101), keep);
    expect(cache.last('huge')).toBeUndefined();
  });

  it('never shares a render that started before the pages were cleared', async () => {
    const cache = renderedPageCache<string>({ now: () => 0 });
    let finish!: (page: string) => void;
    const old = cache.get(
      '/',
      () => new Promise<string>((done) => (finish = done)),
      () => true,
    );
    cache.clear(); // a write while the render ran
    let renders = 0;
    const fresh = cache.get(
      '/',
      async () => `new ${++renders}`,
      () => true,
    );
    finish('old');
    expect(await old).toBe('old');
    expect(await fresh).toBe('new 1');
    expect(
      await cache.get(
        '/',
        async () => `new ${++renders}`,
        () => true,
      ),
    ).toBe('new 1');
  });

  it('shares nothing when pages are kept for no time, but keeps the last render', async () => {
    const cache = renderedPageCache<string>({ now: () => 0, ttlMs: 0 });
    let renders = 0;
    const produce = async () => `page ${++renders}`;
    await Promise.all([cache.get('/', produce, () => true), cache.get('/', produce, () => true)]);
    expect(renders).toBe(2);
    expect(cache.current('/')).toBeUndefined();
    expect(cache.last('/')).toMatch(/^page /);
  });
});
