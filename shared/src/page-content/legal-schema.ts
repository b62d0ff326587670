import { z } from '../zod';
import { PAGE_TEXT_LIMITS, pageText, shortText } from './fields';

/** Whether `value` is a real calendar day written YYYY-MM-DD (not 2026-02-30). */
function isCalendarDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The day the page last changed, YYYY-MM-DD; empty keeps the built-in date. */
export const lastUpdatedText = z
  .string({ error: 'Must be text' })
  .trim()
  .refine((value) => value === '' || isCalendarDate(value), {
    message: 'Must be a date written YYYY-MM-DD, e.g. 2026-11-26',
  });

/**
 * A legal page (privacy policy, terms): a title, the date it last changed and its text as HTML.
 * The API cleans the HTML with the articles' allowlist when it is saved; the length bound here
 * only stops accidental pastes.
 */
export const legalPageSchema = z.object({
  title: shortText,
  lastUpdated: lastUpdatedText,
  body: pageText(PAGE_TEXT_LIMITS.html, 'multi-line'),
});
export type LegalPageContent = z.infer<typeof legalPageSchema>;

export const legalPageOverrideSchema = legalPageSchema.partial();
export type LegalPageOverride = z.infer<typeof legalPageOverrideSchema>;
