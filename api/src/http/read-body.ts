import type { Context } from 'koa';
import getRawBody from 'raw-body';
import { HttpError } from './errors';

function tooLarge(limit: number) {
  return new HttpError(413, `Request body must be at most ${Math.floor(limit / 1024)} KB`);
}

/**
 * Reads the request body into memory with raw-body, refusing it with 413 as soon as it passes
 * `limit` bytes (checked against Content-Length first, then while reading). Compressed bodies
 * are refused with 415: decompressing them would let a small upload become a large one. After a
 * refusal the rest of the upload is drained, not read into memory, so the client still receives
 * the answer.
 */
export async function readBody(ctx: Context, limit: number): Promise<Buffer> {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase();
  if (encoding && encoding !== 'identity') {
    throw new HttpError(415, 'Compressed request bodies are not supported');
  }
  const declared = ctx.get('Content-Length');
  if (Number(declared || 0) > limit) {
    ctx.req.resume();
    throw tooLarge(limit);
  }
  try {
    return await getRawBody(ctx.req, declared ? { limit, length: declared } : { limit });
  } catch (error) {
    if ((error as { type?: string }).type === 'entity.too.large') {
      ctx.req.resume();
      throw tooLarge(limit);
    }
    throw new HttpError(400, 'The request body could not be read');
  }
}
