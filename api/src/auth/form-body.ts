import type { Context } from 'koa';
import { HttpError } from '../http/errors';

/** The sign-in form is a few hundred bytes; anything near this is not a person signing in. */
export const FORM_BODY_LIMIT = 16 * 1024;

/**
 * Reads an application/x-www-form-urlencoded body (a plain HTML form post) into a map of its
 * fields; the first value wins for a repeated name. 415 for another type, 413 past the limit.
 */
export async function readFormBody(
  ctx: Context,
  limit = FORM_BODY_LIMIT,
): Promise<Map<string, string>> {
  const mediaType = ctx.get('Content-Type').split(';')[0]!.trim().toLowerCase();
  if (mediaType !== 'application/x-www-form-urlencoded') {
    throw new HttpError(415, 'Content-Type must be application/x-www-form-urlencoded');
  }
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new HttpError(415, 'Compressed request bodies are not supported');
  }
  if (Number(ctx.get('Content-Length') || 0) > limit) throw tooLarge(limit);

  const raw = await readLimited(ctx, limit);
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (!fields.has(name)) fields.set(name, value);
  }
  return fields;
}

function tooLarge(limit: number) {
  return new HttpError(413, `Request body must be at most ${Math.floor(limit / 1024)} KB`);
}

/**
 * Reads the body into memory, refusing it once it passes `limit`; the rest is then drained
 * rather than destroyed, so the client still receives the 413.
 */
function readLimited(ctx: Context, limit: number): Promise<Buffer> {
  const req = ctx.req;
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData).off('end', onEnd).off('error', onError).off('close', onClose);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stop();
      req.resume();
      reject(tooLarge(limit));
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = () => {
      stop();
      reject(new HttpError(400, 'The request body could not be read'));
    };
    const onClose = () => {
      if (!req.complete) onError();
    };
    req.on('data', onData).on('end', onEnd).on('error', onError).on('close', onClose);
  });
}
