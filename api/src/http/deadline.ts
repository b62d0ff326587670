import type { Context, Middleware } from 'koa';
import type { AppState } from '../app-state';
import { HttpError } from './errors';

/**
 * How long an API call may run, reading its body included (bodies are small: at most 64 KB for
 * the visitor forms, 1 MB for admin saves). Connections to the database time
 * out sooner (create-database.ts); this also covers a database that accepted the connection
 * and then went silent (a network partition), where a query would otherwise hang for minutes.
 */
export const API_DEADLINE_MS = 4500;

const extensions = new WeakMap<Context, (ms: number) => void>();

/**
 * Gives the rest of this request `ms` from now instead of what is left of its deadline: for
 * the one route whose body is large (an image upload, routes/admin-uploads.ts), called after
 * its guards have answered within the usual deadline and before it reads the body.
 */
export function extendDeadline(ctx: Context, ms: number): void {
  extensions.get(ctx)?.(ms);
}

/**
 * Answers 503 "Service temporarily unavailable" for an API call still running after `ms`
 * (attached to the whole /api router in routes/api.ts; sign-in fits too, as its password hashing
 * waits at most a bounded time for a slot, auth/hashing-slots.ts). The handler's own work is left to finish or fail on its own; what it sets later is ignored, as
 * the answer has gone. A write that completes after the 503 is stored but not acknowledged, and
 * a retry of it is harmless (pledges and subscriptions are unique per email).
 *
 * The deadline ends when the handlers return, before Koa sends the answer. A streamed body (the
 * console's CSV exports, people/csv-download.ts) is piped to the client after that, so the
 * deadline covers the export's start (its query, first read and headers: a silent database still
 * gets its 503) and never cuts the download itself, which takes as long as the client needs.
 */
export function requestDeadline(ms = API_DEADLINE_MS): Middleware<AppState> {
  return async (ctx, next) => {
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      const arm = (after: number) => {
        clearTimeout(timer);
        timer = setTimeout(() => {
          ctx.state.log?.warn('deadline passed, answering 503', { ms: after });
          reject(new HttpError(503, 'Service temporarily unavailable'));
        }, after);
      };
      arm(ms);
      extensions.set(ctx, arm);
    });
    const work = next();
    // A failure after the deadline has nobody left to tell.
    work.catch(() => undefined);
    try {
      await Promise.race([work, deadline]);
    } finally {
      extensions.delete(ctx);
      clearTimeout(timer);
    }
  };
}
