import type { Middleware } from 'koa';
import type { ApiErrorBody } from '@campaign/shared';
import type { AppState } from '../app';

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
    if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/api')) {
      ctx.status = 404;
      ctx.body = { message: 'Not found' } satisfies ApiErrorBody;
    }
  } catch (error) {
    const status = statusOf(error) ?? 500;
    const exposed = error instanceof HttpError || (status < 500 && (error as { expose?: boolean }).expose);
    const body: ApiErrorBody = exposed
      ? { message: (error as Error).message }
      : { message: status === 503 ? 'Service temporarily unavailable' : 'Internal server error' };
    if (error instanceof HttpError && error.issues?.length) body.issues = error.issues;
    if (error instanceof HttpError && error.headers) ctx.set(error.headers);
    ctx.status = exposed ? status : status === 503 ? 503 : 500;
    ctx.body = body;
    if (ctx.status >= 500) ctx.state.log.error('request failed', { err: String((error as Error)?.stack ?? error) });
  }
};
