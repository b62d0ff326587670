import type { Context } from 'koa';
import { HttpError } from '../http/errors';
import { readBody } from '../http/read-body';

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
  const raw = await readBody(ctx, limit);
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(raw.toString('utf8'))) {
    if (!fields.has(name)) fields.set(name, value);
  }
  return fields;
}
