import { z } from '../zod';
import {
  EMAIL_MAX,
  HONEYPOT_FIELD,
  MESSAGE_MAX,
  MESSAGE_MIN,
  NAME_MAX,
  NAME_MIN,
  PASSWORD_MAX,
  PASSWORD_MIN,
} from '../constants';
import { cleanText, type TextKind } from './text';

/**
 * A string schema whose type errors name the field, so a missing or non-string value from an
 * API client reads "Name is required" rather than zod's generic "expected string".
 */
export function requiredText(label: string) {
  return z.string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? `${label} is required`
        : `${label} must be text`,
  });
}

/**
 * Trimmed text between `min` and `max` characters, with "<Label> must be at …" messages. Control
 * characters, bidi overrides and lone surrogates are refused ("<Label> contains characters that
 * are not allowed"; line breaks and tabs too unless `kind` is 'multi-line', see ./text.ts), and
 * the text is NFC-normalised before its length is counted.
 */
export function boundedText(
  label: string,
  min: number,
  max: number,
  kind: TextKind = 'single-line',
) {
  return cleanText(requiredText(label).trim(), label, kind)
    .min(min, `${label} must be at least ${min} characters`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** One of a fixed list of names; a refusal lists them all ("<Label> must be one of: a, b"). */
export function oneOf<const Values extends readonly string[]>(label: string, values: Values) {
  return z.enum(values, { error: `${label} must be one of: ${values.join(', ')}` });
}

export const nameSchema = boundedText('Name', NAME_MIN, NAME_MAX);

export const emailSchema = cleanText(requiredText('Email').trim(), 'Email', 'single-line')
  .toLowerCase()
  .max(EMAIL_MAX, `Email must be at most ${EMAIL_MAX} characters`)
  .pipe(z.email('Invalid email address'));

export const messageSchema = boundedText('Message', MESSAGE_MIN, MESSAGE_MAX, 'multi-line');

/** Blank (as people leave it) parses to undefined, so a person's form sends only its fields. */
export const honeypotSchema = z
  .string({ error: 'Website must be text' })
  .max(2000, 'Website must be at most 2000 characters')
  .optional()
  .transform((value) => (value?.trim() ? value : undefined));

/** Whether a posted body filled the honeypot: any value but absent, null or blank text. */
export function isHoneypotFilled(body: unknown): boolean {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const value: unknown = (body as Record<string, unknown>)[HONEYPOT_FIELD];
  if (value === undefined || value === null) return false;
  return typeof value !== 'string' || value.trim() !== '';
}

/** Length limits only: composition rules push people towards weaker, memorable patterns. */
export const passwordSchema = requiredText('Password')
  .min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters`);

/** Auto-increment row id. */
export const recordIdSchema = z.number().int().positive();

/**
 * A stored timestamp as it leaves the database (Date, ISO text or epoch milliseconds),
 * normalised to an ISO 8601 string so every JSON answer carries the same format.
 */
export const timestampSchema = z
  .union([z.date(), z.string().min(1), z.number()])
  .transform((value, ctx) => {
    const date = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(date.getTime())) {
      ctx.issues.push({ code: 'custom', message: 'Invalid timestamp', input: value });
      return z.NEVER;
    }
    return date.toISOString();
  });
