import type { Middleware } from 'koa';
import type { ApiErrorBody } from '@campaign/shared';
import type { AppState } from '../app-state';
import { isDatabaseUnavailable, isUniqueViolation } from '../db/errors';
import { errorForLog } from './log-safety';

/** An error whose status and message are safe to show to the client. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: ApiErrorBody['issues'],
    readonly headers?: Record<string, string>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Database failures a route did not handle itself: an unreachable, locked or overloaded database
 * is a 503 the client may retry; a unique key broken by a race is a 409.
 */
export function fromDatabaseError(error: unknown): HttpError | undefined {
  if (isDatabaseUnavailable(error)) return new HttpError(503, 'Service temporarily unavailable');
  if (isUniqueViolation(error)) return new HttpError(409, 'This record already exists');
  return undefined;
}

function statusOf(error: unknown): number | undefined {
  if (error instanceof HttpError) return error.status;
  const status = (error as { status?: unknown; statusCode?: unknown })?.status;
  return typeof status === 'number' && status >= 400 && status < 600 ? status : undefined;
}

/**
 * Turns every failure into the JSON error format. Only HttpErrors and 4xx errors raised by
 * Koa's own helpers expose their message; anything else is logged and answered as a bare 500.
 */
export const errorHandler: Middleware<AppState> = async (ctx, next) => {
  try {
    await next();
    // Unknown paths (404, routes/api.ts apiNotFound) and methods (405 with Allow, set by the
    // routers) arrive without a body: every such answer gets the JSON error body.
    if (ctx.status >= 400 && ctx.body == null) {
      // The router answers 501 for a method it has never heard of; to a client that is a 405.
      const status = ctx.status === 501 ? 405 : ctx.status;
      ctx.status = status;
      ctx.body = { message: status === 404 ? 'Not found' : ctx.message } satisfies ApiErrorBody;
    }
  } catch (thrown) {
    const error = fromDatabaseError(thrown) ?? thrown;
    const status = statusOf(error) ?? 500;
    const exposed =
      error instanceof HttpError || (status < 500 && (error as { expose?: boolean }).expose);
    const body: ApiErrorBody = exposed
      ? { message: (error as Error).message }
      : { message: status === 503 ? 'Service temporarily unavailable' : 'Internal server error' };
    if (error instanceof HttpError && error.issues?.length) body.issues = error.issues;
    if (error instanceof HttpError && error.headers) ctx.set(error.headers);
    ctx.status = exposed ? status : status === 503 ? 503 : 500;
    ctx.body = body;
    // Code and a value-free message only: no SQL, no bound values, no addresses (log-safety.ts).
    if (ctx.status === 503) ctx.state.log.warn('request failed', { err: errorForLog(thrown) });
    else if (ctx.status >= 500) ctx.state.log.error('request failed', { err: errorForLog(thrown) });
  }
};
