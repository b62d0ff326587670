import { z } from '../zod';
import { cleanText, type TextKind } from '../schemas/text';

// Page texts are short copy or a few paragraphs; the limits only stop accidental pastes. A legal
// page's body is a whole document of HTML.
export const PAGE_TEXT_LIMITS = {
  short: 200,
  long: 2000,
  html: 50_000,
  id: 100,
  icon: 50,
  items: 20,
} as const;

/** Trimmed, character-checked and NFC-normalised text (see ../schemas/text.ts). */
function cleanPageText(kind: TextKind) {
  // No label of its own: the refusal names the field by its path ("hero.title contains …").
  return cleanText(z.string({ error: 'Must be text' }).trim(), undefined, kind);
}

/**
 * Trimmed text with an upper bound. No minimum: an empty value is allowed because the merge
 * treats it as "use the built-in default".
 */
export function pageText(max: number, kind: TextKind) {
  return cleanPageText(kind).max(max, `Must be at most ${max} characters`);
}

/** Headings, labels, button texts, names: one line. */
export const shortText = pageText(PAGE_TEXT_LIMITS.short, 'single-line');
/** Subtitles, descriptions, paragraphs: line breaks and tabs allowed. */
export const longText = pageText(PAGE_TEXT_LIMITS.long, 'multi-line');
export const itemId = cleanPageText('single-line')
  .min(1, 'Id is required')
  .max(PAGE_TEXT_LIMITS.id, `Must be at most ${PAGE_TEXT_LIMITS.id} characters`);
export const iconName = cleanPageText('single-line')
  .min(1, 'Icon name is required')
  .max(PAGE_TEXT_LIMITS.icon, `Must be at most ${PAGE_TEXT_LIMITS.icon} characters`);

export function itemList<T extends z.ZodType>(item: T) {
  return z.array(item).max(PAGE_TEXT_LIMITS.items, `At most ${PAGE_TEXT_LIMITS.items} items`);
}

/**
 * An image uploaded in the console, by its path on this site (`/uploads/…`), or empty for none.
 * Only the site's own uploads: a page never loads a picture from elsewhere.
 */
export const uploadedImagePath = cleanPageText('single-line')
  .max(PAGE_TEXT_LIMITS.short, `Must be at most ${PAGE_TEXT_LIMITS.short} characters`)
  .refine(
    (value) => value === '' || (/^\/uploads\/[\w./-]+$/.test(value) && !value.includes('..')),
    {
      message: 'Must be an image uploaded in the console (/uploads/…)',
    },
  );

/** A whole number of something shown on a page (a figure, a year). */
export function pageNumber(min: number, max: number) {
  return z
    .number({ error: 'Must be a number' })
    .int('Must be a whole number')
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
}
