import type { IncomingMessage } from 'node:http';
import type { Middleware } from 'koa';
import type { AppState } from '../app-state';
import { HttpError } from './errors';
import { readBody } from './read-body';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body of a write (see jsonBody); undefined when the request had none. */
    body?: unknown;
  }
}

/** Visitor forms are small; 64 KB is far above the longest valid contact message. */
export const PUBLIC_BODY_LIMIT = 64 * 1024;
/** Admins save whole blog posts and page objects. */
export const ADMIN_BODY_LIMIT = 1024 * 1024;

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function hasBody(req: IncomingMessage): boolean {
  const length = req.headers['content-length'];
  return req.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

/** application/json or any application/*+json, in UTF-8 (the only charset JSON allows, RFC 8259). */
function isJsonMediaType(contentType: string): boolean {
  const [mediaType = '', ...parameters] = contentType
    .split(';')
    .map((part) => part.trim().toLowerCase());
  const json =
    mediaType === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(mediaType);
  const charset = parameters.find((parameter) => parameter.startsWith('charset='));
  return json && (!charset || /^charset="?utf-8"?$/.test(charset));
}

/**
 * Route middleware: parses the JSON body of a write into `ctx.request.body`, with exact answers
 * for what is not acceptable: 415 for another content type or a compressed body, 413 past
 * `limit` bytes, 400 for bytes that are not UTF-8 JSON. A write without a body passes with
 * `body` undefined; the route's validation answers it.
 */
export function jsonBody(limit: number): Middleware<AppState> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return async (ctx, next) => {
    if (!METHODS_WITH_BODY.has(ctx.method) || !hasBody(ctx.req)) return next();
    if (!isJsonMediaType(ctx.get('Content-Type'))) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
    const raw = await readBody(ctx, limit);
    let text: string;
    try {
      text = decoder.decode(raw);
    } catch {
      throw new HttpError(400, 'Request body must be UTF-8 encoded');
    }
    try {
      ctx.request.body = JSON.parse(text) as unknown;
    } catch {
      throw new HttpError(400, 'Request body is not valid JSON');
    }
    await next();
  };
}
