import Koa from 'koa';
import { inject } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../app-state';
import { createRouter } from '../http/router';
import { changesPages, leavesPagesAlone } from './changes-pages';
import { nodeListener } from '../http/node-listener';

describe('changesPages', () => {
  it('marks the pages changed after a write through it succeeded, and only then', async () => {
    let changes = 0;
    const guard = changesPages(() => (changes += 1));
    // As in the API: the guard is attached to the routes whose writes change pages, and only
    // to them (signing out does not carry it).
    const router = createRouter();
    router.post('/api/logout', (ctx) => {
      ctx.status = 204;
    });
    router.get('/api/admin/blog', guard, (ctx) => {
      ctx.status = 200;
    });
    router.post('/refused', guard, (ctx) => {
      ctx.status = 403;
    });
    router.post('/fails', guard, () => {
      throw new Error('database away');
    });
    router.post('/api/pledges', guard, (ctx) => {
      ctx.status = 201;
    });
    router.put('/api/admin/content/about', guard, (ctx) => {
      ctx.status = 200;
    });
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(router.routes());
    const handler = nodeListener(app);
    const call = (method: 'GET' | 'POST' | 'PUT', url: string) => inject(handler, { method, url });

    await call('POST', '/api/logout');
    await call('GET', '/api/admin/blog');
    await call('POST', '/refused');
    await call('POST', '/fails');
    expect(changes).toBe(0);
    await call('POST', '/api/pledges');
    await call('PUT', '/api/admin/content/about');
    expect(changes).toBe(2);
  });

  it('leaves the pages alone for a route that says its writes change nothing visitors see', async () => {
    let changes = 0;
    const guard = changesPages(() => (changes += 1));
    const router = createRouter();
    router.use(guard);
    router.put('/api/admin/drafts/blog/a-post', leavesPagesAlone, (ctx) => {
      ctx.status = 200;
    });
    router.put('/api/admin/blog/a-post', (ctx) => {
      ctx.status = 200;
    });
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(router.routes());
    const handler = nodeListener(app);

    await inject(handler, { method: 'PUT', url: '/api/admin/drafts/blog/a-post' });
    expect(changes).toBe(0);
    await inject(handler, { method: 'PUT', url: '/api/admin/blog/a-post' });
    expect(changes).toBe(1);
  });
});
