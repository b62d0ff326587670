import { IncomingMessage } from 'node:http';
import { Socket } from 'node:net';
import type { ParameterizedContext } from 'koa';
import { describe, expect, it } from 'vitest';
import type { AppState } from '../app-state';
import { isInProcess, markInProcess } from './in-process-request';
import { memoryBackend, rateLimit } from './rate-limit';

const request = () => new IncomingMessage(new Socket());

const contextOf = (req: IncomingMessage) =>
  ({
    req,
    ip: '127.0.0.1',
    state: { log: { info() {}, warn() {} } },
  }) as unknown as ParameterizedContext<AppState>;

describe('requests of the server render in this process', () => {
  it('are known by the request object alone', () => {
    const rendered = request();
    markInProcess(rendered);
    expect(isInProcess(rendered)).toBe(true);
    expect(isInProcess(request())).toBe(false);
  });

  it('pass the rate limits, which still count every client at the same address', async () => {
    const limit = rateLimit('test', memoryBackend().limiter('in-process-test', 1, 60_000));
    const passed: string[] = [];
    const send = async (req: IncomingMessage, name: string) => {
      try {
        await limit(contextOf(req), async () => {
          passed.push(name);
        });
      } catch (error) {
        passed.push(`${name} refused ${(error as { status?: number }).status}`);
      }
    };
    for (let i = 0; i < 3; i++) {
      const rendered = request();
      markInProcess(rendered);
      await send(rendered, `render ${i}`);
    }
    await send(request(), 'client 1');
    await send(request(), 'client 2');
    expect(passed).toEqual([
      'render 0',
      'render 1',
      'render 2',
      'client 1',
      'client 2 refused 429',
    ]);
  });
});
