import type { IncomingMessage } from 'node:http';
import type { Context, Middleware } from 'koa';
import type { AppState } from '../app';
import { HttpError } from './errors';

declare module 'koa' {
  interface Request {
    /** The parsed JSON body of a write (see jsonBody); undefined when the request had none. */
    body?: unknown;
  }
}

export interface JsonBodyOptions {
  /** Largest body accepted for this request, in bytes. */
  limitFor(ctx: Context): number;
  /** Requests left alone, for a route that reads another format itself (a plain HTML form post). */
  skip?(ctx: Context): boolean;
}

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

function tooLarge(limit: number) {
  return new HttpError(413, `Request body must be at most ${Math.floor(limit / 1024)} KB`);
}

/**
 * Reads the body into memory, refusing it as soon as it passes `limit` bytes. After a refusal
 * the rest is drained (not read into memory) so the client still receives the 413.
 */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = (error?: HttpError) => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
      if (error) reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        stop(tooLarge(limit));
        req.resume();
      } else {
        chunks.push(chunk);
      }
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => stop(new HttpError(400, 'The request body could not be read'));
    const onClose = () => {
      if (!req.complete) stop(new HttpError(400, 'The request body could not be read'));
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}

/**
 * Parses JSON bodies of API writes into `ctx.request.body`, with exact answers for what is not
 * acceptable: 415 for another content type or a compressed body, 413 past the size limit (checked
 * against Content-Length before reading, then while reading), 400 for bytes that are not UTF-8
 * JSON. A write without a body passes with `body` undefined; the route's validation answers it.
 */
export function jsonBody(options: JsonBodyOptions): Middleware<AppState> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  return async (ctx, next) => {
    if (
      !METHODS_WITH_BODY.has(ctx.method) ||
      !ctx.path.startsWith('/api/') ||
      !hasBody(ctx.req) ||
      options.skip?.(ctx)
    ) {
      return next();
    }
    if (!isJsonMediaType(ctx.get('Content-Type'))) {
      throw new HttpError(415, 'Content-Type must be application/json');
    }
    const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
    if (encoding && encoding !== 'identity') {
      throw new HttpError(415, 'Compressed request bodies are not supported');
    }

    const limit = options.limitFor(ctx);
    const declaredLength = Number(ctx.get('Content-Length') || 0);
    if (declaredLength > limit) throw tooLarge(limit);

    const raw = await readBody(ctx.req, limit);
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
