import Koa from 'koa';
import { inject } from 'light-my-request';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../app-state';
import { changesPages } from './changes-pages';

describe('changesPages', () => {
  it('marks the pages changed after a write through it succeeded, and only then', async () => {
    let changes = 0;
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(async (ctx, next) => {
      // Only the routes that carry the guard: signing out does not.
      if (ctx.path === '/api/logout') {
        ctx.status = 204;
        return;
      }
      return next();
    });
    app.use(changesPages(() => (changes += 1)));
    app.use((ctx) => {
      if (ctx.path === '/refused') ctx.status = 403;
      else if (ctx.path === '/fails') throw new Error('database away');
      else ctx.status = ctx.method === 'POST' ? 201 : 200;
    });
    const handler = app.callback();
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
});
