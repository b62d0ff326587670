import { issuesFromZodError } from '@campaign/shared';
import type { z } from 'zod';
import { HttpError } from './errors';

/**
 * Validates a JSON body with the shared schema the form uses. Unknown fields are dropped by the
 * schema; every invalid field becomes one issue in the 400 answer.
 */
export function parseBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new HttpError(400, 'Request body must be a JSON object');
  }
  const result = schema.safeParse(body);
  if (!result.success) throw new HttpError(400, 'Invalid input', issuesFromZodError(result.error));
  return result.data;
}

/** Parses a route parameter; anything the schema rejects cannot name an existing row. */
export function parseParam<T extends z.ZodType>(
  schema: T,
  value: unknown,
  notFoundMessage: string,
): z.output<T> {
  const result = schema.safeParse(value);
  if (!result.success) throw new HttpError(404, notFoundMessage);
  return result.data;
}

/**
 * Validates a query string (`ctx.query`) with the shared schema of a console list; every invalid
 * parameter becomes one issue in the 400 answer. A repeated parameter arrives as a list, which
 * the schemas refuse.
 */
export function parseQuery<T extends z.ZodType>(schema: T, query: unknown): z.output<T> {
  const result = schema.safeParse(query);
  if (!result.success) throw new HttpError(400, 'Invalid query', issuesFromZodError(result.error));
  return result.data;
}
