import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import Koa from 'koa';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppState } from '../app-state';
import { createLogger } from '../logger';
import { requestDeadline } from './deadline';
import { errorHandler } from './errors';

const DEADLINE_MS = 100;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('requestDeadline', () => {
  let server: http.Server | undefined;
  afterEach(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
  });

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
    server = http.createServer(app.callback());
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  it('answers 503 when the handler is still working at the deadline', async () => {
    const url = await serve(async (ctx) => {
      await sleep(DEADLINE_MS * 3);
      ctx.body = { late: true };
    });
    const response = await fetch(url);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ message: 'Service temporarily unavailable' });
  });

  it('never cuts a streamed body that takes longer than the deadline to send', async () => {
    const url = await serve((ctx) => {
      async function* slowly() {
        for (let i = 0; i < 6; i++) {
          await sleep(DEADLINE_MS / 2);
          yield `part ${i}\n`;
        }
      }
      ctx.type = 'text/plain';
      ctx.body = Readable.from(slowly());
    });
    const started = Date.now();
    const response = await fetch(url);
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThan(DEADLINE_MS * 2);
    expect(text).toBe([0, 1, 2, 3, 4, 5].map((i) => `part ${i}\n`).join(''));
  });
});
