import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppState } from '../app-state';
import { createLogger } from '../logger';
import { extendDeadline, requestDeadline } from './deadline';
import { errorHandler } from './errors';
import { nodeListener } from './node-listener';

const DEADLINE_MS = 100;

/** A promise the test resolves by hand: handlers wait on it instead of sleeping. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

// Only the deadline's timer is faked: the sockets, and Koa's piping, run for real.
const fakeDeadlineClock = () => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });

describe('requestDeadline', () => {
  let server: http.Server | undefined;
  const gates: ReturnType<typeof gate>[] = [];
  afterEach(async () => {
    vi.useRealTimers();
    for (const { open } of gates.splice(0)) open();
    const closing = server;
    server = undefined;
    closing?.closeAllConnections();
    if (closing) await new Promise((resolve) => closing.close(resolve));
  });

  const held = () => {
    const g = gate();
    gates.push(g);
    return g;
  };

  async function serve(handler: Koa.Middleware<AppState>): Promise<string> {
    const app = new Koa<AppState>();
    app.silent = true;
    app.use(async (ctx, next) => {
      ctx.state.log = createLogger('silent');
      await next();
    });
    app.use(errorHandler);
    app.use(requestDeadline(DEADLINE_MS));
    app.use(handler);
    server = http.createServer(nodeListener(app));
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('fails the call with 503 exactly at the deadline, not a moment before', async () => {
    fakeDeadlineClock();
    const ctx = { state: { log: createLogger('silent') } } as Koa.ParameterizedContext<AppState>;
    const handler = held();
    let outcome: unknown = 'pending';
    void requestDeadline(DEADLINE_MS)(ctx, () => handler.opened).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 503, message: 'Service temporarily unavailable' });
  });

  it('lets a handler that finishes in time answer, and leaves no timer behind', async () => {
    fakeDeadlineClock();
    const ctx = { state: { log: createLogger('silent') } } as Koa.ParameterizedContext<AppState>;
    const handler = held();
    const call = requestDeadline(DEADLINE_MS)(ctx, () => handler.opened);
    await vi.advanceTimersByTimeAsync(DEADLINE_MS - 1);
    handler.open();
    await expect(call).resolves.toBeUndefined();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('answers 503 as JSON when the handler is still working at the deadline', async () => {
    fakeDeadlineClock();
    const handler = held();
    const entered = gate();
    const url = await serve(async (ctx) => {
      entered.open();
      await handler.opened;
      ctx.body = { late: true };
    });
    const response = fetch(url);
    await entered.opened;
    await vi.advanceTimersByTimeAsync(DEADLINE_MS);
    expect((await response).status).toBe(503);
    expect(await (await response).json()).toEqual({ message: 'Service temporarily unavailable' });
  });

  it('never cuts a streamed body that takes longer than the deadline to send', async () => {
    fakeDeadlineClock();
    const rest = held();
    const url = await serve((ctx) => {
      async function* slowly() {
        yield 'part 0\n';
        await rest.opened;
        yield 'part 1\n';
      }
      ctx.type = 'text/plain';
      ctx.body = Readable.from(slowly());
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    // Far past the deadline while the body is still being sent…
    await vi.advanceTimersByTimeAsync(DEADLINE_MS * 10);
    rest.open();
    // …and all of it arrives.
    expect(await response.text()).toBe('part 0\npart 1\n');
  });

  it('lets a route give itself more time, counted from when it asks', async () => {
    fakeDeadlineClock();
    const ctx = { state: { log: createLogger('silent') } } as Koa.ParameterizedContext<AppState>;
    const handler = held();
    let outcome: unknown = 'pending';
    void requestDeadline(DEADLINE_MS)(ctx, async () => {
      extendDeadline(ctx, DEADLINE_MS * 4);
      await handler.opened;
    }).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(DEADLINE_MS * 4 - 1);
    expect(outcome).toBe('pending');
    handler.open();
    await vi.advanceTimersByTimeAsync(0);
    expect(outcome).toBe('answered');
  });

  it('still answers 503 when the extended time runs out', async () => {
    fakeDeadlineClock();
    const ctx = { state: { log: createLogger('silent') } } as Koa.ParameterizedContext<AppState>;
    const handler = held();
    let outcome: unknown = 'pending';
    void requestDeadline(DEADLINE_MS)(ctx, async () => {
      extendDeadline(ctx, DEADLINE_MS * 2);
      await handler.opened;
    }).then(
      () => (outcome = 'answered'),
      (error: unknown) => (outcome = error),
    );
    await vi.advanceTimersByTimeAsync(DEADLINE_MS * 2 - 1);
    expect(outcome).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(outcome).toMatchObject({ status: 503 });
  });
});
