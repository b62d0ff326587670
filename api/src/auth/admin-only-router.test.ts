import { describe, expect, it } from 'vitest';
import type { StaffState } from '../app-state';
import { createRouter } from '../http/router';
import { ADMINS_ONLY, createAdminOnlyRouter, isAdminOnlyRoute } from './current-user';

/** Runs a route's middleware in order, as the router would, for a signed-in role. */
async function runRoute(stack: readonly unknown[], role: StaffState['role']) {
  const ctx = { state: { role }, body: undefined as unknown };
  const run = async (index: number): Promise<void> => {
    const middleware = stack[index] as
      ((c: typeof ctx, next: () => Promise<void>) => unknown) | undefined;
    if (middleware) await middleware(ctx, () => run(index + 1));
  };
  await run(0);
  return ctx.body;
}

describe('the admin-only router', () => {
  it('puts the admin-role guard first in every route, whatever the method', async () => {
    const router = createAdminOnlyRouter();
    router.get('/a', (ctx) => void (ctx.body = 'a'));
    router.post('named', '/b', (ctx) => void (ctx.body = 'b'));
    router.all('/c', (ctx) => void (ctx.body = 'c'));
    router.put(['/d', '/e'], (ctx) => void (ctx.body = 'de'));
    expect(router.stack).toHaveLength(5);
    for (const layer of router.stack) {
      expect(isAdminOnlyRoute(layer), String(layer.path)).toBe(true);
      // Once, not once per path of a multi-path route.
      expect(layer.stack).toHaveLength(2);
      await expect(runRoute(layer.stack, 'editor')).rejects.toMatchObject({
        status: 403,
        message: ADMINS_ONLY,
      });
      expect(await runRoute(layer.stack, 'admin')).toBeTruthy();
    }
  });

  it('refuses use(), which would guard every admin path once copied into the admin router', () => {
    const router = createAdminOnlyRouter();
    expect(() => router.use((_ctx, next) => next())).toThrow(/takes routes, not use/);
  });

  it('leaves routes of other routers undeclared', () => {
    const router = createRouter<StaffState>();
    router.get('/a', (ctx) => void (ctx.body = 'a'));
    expect(isAdminOnlyRoute(router.stack[0]!)).toBe(false);
  });
});
