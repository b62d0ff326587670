import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Koa from 'koa';
import { inject } from 'light-my-request';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppState } from '../app-state';
import { createLogger } from '../logger';
import { SHARE_CODE_PLACEHOLDER } from '@campaign/shared';
import { ARTICLE_NOT_FOUND_SLUG, NOT_FOUND_PLACEHOLDER } from './page-key';
import { renderedPageCache } from './rendered-page-cache';
import { renderedPageBytes, webPages, type RenderedPage } from './serve-web';
import type { PageRenderer } from './server-render';
import { nodeListener } from '../http/node-listener';

/**
 * How the server shares rendered pages and sheds renders, with a stand-in renderer that writes
 * the URL it was asked to render into the page (the real render is covered end to end).
 */

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'campaign-shared-pages-'));
  await mkdir(path.join(root, 'shell', 'dist'), { recursive: true });
  await writeFile(
    path.join(root, 'shell', 'dist', 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
});

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

interface Deferred {
  resolve(): void;
  promise: Promise<void>;
}
const deferred = (): Deferred => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { resolve, promise };
};

/** A site whose renders are recorded, and held back while `hold` is set. */
function site({
  rendersAtOnce = 4,
  articleIsPublic,
}: { rendersAtOnce?: number; articleIsPublic?: (slug: string) => Promise<boolean> } = {}) {
  let now = 1_000_000;
  const rendered: string[] = [];
  let hold: Deferred | null = null;
  const renderer: PageRenderer = async ({ url }) => {
    rendered.push(url);
    if (hold) await hold.promise;
    const notFound = url === NOT_FOUND_PLACEHOLDER || url.includes(ARTICLE_NOT_FOUND_SLUG);
    return {
      kind: 'rendered',
      status: notFound ? 404 : 200,
      html:
        `<html><body><div id="root"><main>rendered ${url}</main>` +
        // A link to a visitor page and a form's hidden attribution field, as the pages have.
        '<a href="/pledge">Pledge</a>' +
        '<input type="hidden" data-attribution="utm_source" name="utm_source" value=""/>' +
        '</div></body></html>',
    };
  };
  const pages = renderedPageCache<RenderedPage>({
    now: () => now,
    sizeOf: renderedPageBytes,
  });
  const web = webPages({
    root,
    siteName: 'Test Campaign',
    logger: createLogger('silent'),
    renderer,
    renderedPages: pages,
    rendersAtOnce,
    ...(articleIsPublic ? { articleIsPublic } : {}),
  });
  const app = new Koa<AppState>();
  app.use(async (ctx, next) => {
    ctx.state.log = createLogger('silent');
    await next();
  });
  app.use(web.serve);
  const handler = nodeListener(app);
  return {
    rendered,
    pages,
    get: (url: string) => inject(handler, { method: 'GET', url }),
    getWith: (url: string, headers: Record<string, string>) =>
      inject(handler, { method: 'GET', url, headers }),
    later: (ms: number) => (now += ms),
    holdRenders: () => (hold = deferred()),
    releaseRenders: () => {
      hold?.resolve();
      hold = null;
    },
  };
}

describe('shared rendered pages', () => {
  it('ignores query parameters no page reads, and other spellings of a path', async () => {
    const { get, rendered } = site();
    for (const url of ['/about', '/about?utm_source=x', '/about?x=1&y=2', '/About', '/about/']) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.body, url).toContain('rendered /about<');
    }
    expect(await get('/%61bout').then((a) => a.body)).toContain('rendered /about<');
    expect(rendered).toEqual(['/about']);
  });

  it('writes a visit’s attribution into the shared render, never rendering or keeping a page for it', async () => {
    const { get, getWith, rendered, pages } = site();
    const plain = await get('/about');
    expect(plain.body).toContain('<a href="/pledge">');
    expect(plain.headers['cache-control']).toBe('no-cache');
    const tagged = await get('/about?utm_source=radio&utm_campaign=nov');
    expect(tagged.statusCode).toBe(200);
    expect(tagged.body).toContain('rendered /about<');
    expect(tagged.body).toContain('<a href="/pledge?utm_source=radio&amp;utm_campaign=nov">');
    expect(tagged.body).toContain('name="utm_source" value="radio"/>');
    // This visitor's own page: no cache in front keeps it for others.
    expect(tagged.headers['cache-control']).toBe('private, no-cache');
    const referred = await getWith('/about', { referer: 'https://news.example.org/a?b=c' });
    expect(referred.body).toContain('<a href="/pledge?referrer=news.example.org">');
    // Our own pages refer nobody.
    const own = await getWith('/about', {
      host: 'campaign.example',
      referer: 'http://campaign.example/',
    });
    expect(own.body).toContain('<a href="/pledge">');
    for (let i = 0; i < 50; i++) await get(`/about?utm_source=flood-${i}&utm_campaign=${i}`);
    expect(rendered).toEqual(['/about']);
    expect(pages.size().entries).toBe(1);
    // The shared render itself is untouched.
    expect((await get('/about')).body).toBe(plain.body);
  });

  it('renders each value a page tells apart once: the success views of forms', async () => {
    const { get, rendered } = site();
    await get('/contact');
    await get('/contact?sent=1');
    await get('/contact?sent=1&utm=2');
    // Only `1` is the success marker: anything else shows the plain page.
    await get('/contact?sent=yes');
    await get('/contact?pledged=1');
    await get('/?subscribed=1');
    await get('/?subscribed=1&x=3');
    expect(rendered).toEqual(['/contact', '/contact?sent=1', '/?subscribed=1']);
  });

  it("renders a pledger's success view once for every share code, each visit's own written in", async () => {
    const { get, rendered } = site();
    const ada = await get('/pledge?pledged=1&share=AdaCode_123');
    const bob = await get('/pledge?share=Bob-code-456&pledged=1');
    expect([ada.statusCode, bob.statusCode]).toEqual([200, 200]);
    expect(ada.body).toContain('share=AdaCode_123<');
    expect(bob.body).toContain('share=Bob-code-456<');
    // The second visit got the shared render, with its own code and never the first one's.
    expect(bob.body).not.toContain('AdaCode_123');
    expect(bob.body).not.toContain(SHARE_CODE_PLACEHOLDER);
    // A malformed code is no code: the plain success view.
    expect((await get('/pledge?pledged=1&share=%3Cb%3E')).body).toContain('pledged=1<');
    expect(rendered).toEqual([
      `/pledge?pledged=1&share=${SHARE_CODE_PLACEHOLDER}`,
      '/pledge?pledged=1',
    ]);
  });

  it('renders one "page not found" page for every unknown path, with the path written in', async () => {
    const { get, rendered } = site();
    const first = await get('/no-such-page');
    const second = await get('/another/unknown?x=1');
    const hostile = await get('/%3Cscript%3E');
    const raw = await get("/<b>'x'</b>");
    expect([first, second, hostile, raw].map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(first.body).toContain('rendered /no-such-page<');
    expect(second.body).toContain('rendered /another/unknown<');
    expect(hostile.body).toContain('rendered /%3Cscript%3E<');
    expect(raw.body).not.toContain('<b>');
    // The path as the request spells it (the client encoded the brackets), quotes escaped.
    expect(raw.body).toContain('rendered /%3Cb%3E&#39;x&#39;%3C/b%3E<');
    expect(rendered).toEqual([NOT_FOUND_PLACEHOLDER]);
  });

  it('renders one "article not found" page for every address that is no article, with the slug written in', async () => {
    const asked: string[] = [];
    const { get, rendered } = site({
      articleIsPublic: (slug) => {
        asked.push(slug);
        return Promise.resolve(slug === 'real-article');
      },
    });
    const answers = await Promise.all(
      ['/blog/no-such-one', '/blog/another-one?x=1', '/blog/%3Cscript%3E', "/blog/it's"].map(get),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404]);
    expect(answers[0]!.body).toContain('rendered /blog/no-such-one<');
    expect(answers[1]!.body).toContain('rendered /blog/another-one<');
    // Written in as the page's own links spell it: nothing in it can close a tag or a string.
    expect(answers[2]!.body).toContain('rendered /blog/%3Cscript%3E<');
    expect(answers[3]!.body).toContain("rendered /blog/it's<");
    expect(answers[2]!.body).not.toContain('<script>');
    expect(rendered).toEqual([`/blog/${ARTICLE_NOT_FOUND_SLUG}`]);

    // A real article is its own page, asked about once: then its render answers.
    expect((await get('/blog/real-article')).body).toContain('rendered /blog/real-article<');
    await get('/blog/real-article?utm_source=x');
    expect(rendered).toEqual([`/blog/${ARTICLE_NOT_FOUND_SLUG}`, '/blog/real-article']);
    expect(asked.filter((slug) => slug === 'real-article')).toHaveLength(1);
    expect(asked).toContain('<script>');
  });

  it('renders an article address as asked while it cannot tell whether the article exists', async () => {
    const { get, rendered } = site({ articleIsPublic: () => Promise.reject(new Error('down')) });
    expect((await get('/blog/maybe')).body).toContain('rendered /blog/maybe<');
    expect(rendered).toEqual(['/blog/maybe']);
  });

  it('keeps a bounded number of pages whatever URLs a client makes up', async () => {
    const { get, pages, rendered } = site();
    for (let i = 0; i < 100; i += 1) {
      await get(`/?q=${i}`);
      await get(`/blog/some-article?utm=${i}`);
      await get(`/unknown-${i}/x`);
      await get(`/ABOUT/?${i}=${i}`);
    }
    expect(pages.size().entries).toBe(4);
    expect(rendered).toHaveLength(4);
  });

  it('renders afresh once the shared page expires, and after the pages are cleared', async () => {
    const { get, later, pages, rendered } = site();
    await get('/values');
    later(1000);
    await get('/values');
    expect(rendered).toHaveLength(1);
    later(1000);
    await get('/values');
    expect(rendered).toHaveLength(2);
    pages.clear();
    await get('/values');
    expect(rendered).toHaveLength(3);
  });
});

describe('renders beyond RENDERS_AT_ONCE', () => {
  it("answers at once with the page's last render, however old, or the client-rendered document", async () => {
    const { get, later, rendered, holdRenders, releaseRenders } = site({ rendersAtOnce: 2 });
    await get('/about');
    later(60_000); // long expired: only the last render now

    holdRenders();
    const busy = [get('/tips'), get('/terms')];
    // Both renders have started and are held.
    await expect.poll(() => rendered.length).toBe(3);

    const stale = await get('/about');
    expect(stale.statusCode).toBe(200);
    expect(stale.body).toContain('rendered /about<');

    const never = await get('/privacy');
    expect(never.statusCode).toBe(200);
    expect(never.body).toContain('<div id="root"></div>');
    expect(never.body).not.toContain('rendered');

    const unknown = await get('/no-such-page');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).not.toContain('rendered');
    expect(rendered).toEqual(['/about', '/tips', '/terms']);

    releaseRenders();
    const done = await Promise.all(busy);
    expect(done.map((a) => a.statusCode)).toEqual([200, 200]);
    // A render is free again: the next visit renders.
    await get('/privacy');
    expect(rendered).toEqual(['/about', '/tips', '/terms', '/privacy']);
  });
});
