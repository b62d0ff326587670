import { z } from 'zod';

// Page texts are short copy or a few paragraphs; the limits only stop accidental pastes.
export const PAGE_TEXT_LIMITS = {
  short: 200,
  long: 2000,
  id: 100,
  icon: 50,
  items: 20,
} as const;

/**
 * Trimmed text with an upper bound. No minimum: an empty value is allowed because the merge
 * treats it as "use the built-in default".
 */
export function pageText(max: number) {
  return z.string({ error: 'Must be text' }).trim().max(max, `Must be at most ${max} characters`);
}

export const shortText = pageText(PAGE_TEXT_LIMITS.short);
export const longText = pageText(PAGE_TEXT_LIMITS.long);
export const itemId = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Id is required')
  .max(PAGE_TEXT_LIMITS.id, `Must be at most ${PAGE_TEXT_LIMITS.id} characters`);
export const iconName = z
  .string({ error: 'Must be text' })
  .trim()
  .min(1, 'Icon name is required')
  .max(PAGE_TEXT_LIMITS.icon, `Must be at most ${PAGE_TEXT_LIMITS.icon} characters`);

export function itemList<T extends z.ZodType>(item: T) {
  return z.array(item).max(PAGE_TEXT_LIMITS.items, `At most ${PAGE_TEXT_LIMITS.items} items`);
}
