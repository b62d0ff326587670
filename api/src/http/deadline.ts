import type { Middleware } from 'koa';
import { LOGIN_PATH } from '@campaign/shared';
import type { AppState } from '../app';
import { HttpError } from './errors';

/**
 * How long an API call may run once its body has been read. Connections to the database time
 * out sooner (create-database.ts); this also covers a database that accepted the connection
 * and then went silent (a network partition), where a query would otherwise hang for minutes.
 */
export const API_DEADLINE_MS = 4500;

/**
 * Answers 503 "Service temporarily unavailable" for an /api call still running after `ms`. The
 * handler's own work is left to finish or fail on its own; what it sets later is ignored, as
 * the answer has gone. A write that completes after the 503 is stored but not acknowledged, and
 * a retry of it is harmless (pledges and subscriptions are unique per email).
 */
export function requestDeadline(ms = API_DEADLINE_MS): Middleware<AppState> {
  return async (ctx, next) => {
    // The sign-in form spends its time hashing on purpose (and has its own throttle).
    if (!ctx.path.startsWith('/api/') || ctx.path === LOGIN_PATH) return next();
    const work = next();
    let timer: NodeJS.Timeout | undefined;
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        ctx.state.log?.warn('deadline passed, answering 503', { ms });
        reject(new HttpError(503, 'Service temporarily unavailable'));
      }, ms);
    });
    // A failure after the deadline has nobody left to tell.
    work.catch(() => undefined);
    try {
      await Promise.race([work, deadline]);
    } finally {
      clearTimeout(timer);
    }
  };
}
