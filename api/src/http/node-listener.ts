import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type Koa from 'koa';

/**
 * A Koa app as Node's `request` listener. Koa answers every error itself (`ctx.onerror`), so the
 * promise its handler returns never rejects; Node ignores a listener's result, so the listener
 * returns nothing instead of a promise nobody would look at.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any app, whatever its state
export function nodeListener(app: Koa<any, any>): RequestListener {
  const handle = app.callback();
  return (request: IncomingMessage, response: ServerResponse) => {
    void handle(request, response);
  };
}
