import { z } from '../zod';
import { VALUE_ICONS } from '../constants';
import { itemId, itemList, longText, shortText } from './fields';

export const valuesHeroSchema = z.object({
  title: shortText,
  subtitle: longText,
});

export const valueItemSchema = z.object({
  id: itemId,
  title: shortText,
  description: longText,
  icon: z.enum(VALUE_ICONS, { error: `Icon must be one of: ${VALUE_ICONS.join(', ')}` }),
});
export type ValueItem = z.infer<typeof valueItemSchema>;

export const flipCardHintsSchema = z.object({
  clickToLearnMore: shortText,
  clickToFlipBack: shortText,
});

export const valuesContentSchema = z.object({
  hero: valuesHeroSchema,
  items: itemList(valueItemSchema),
  flipCardHints: flipCardHintsSchema,
  closingParagraph: longText,
});
export type ValuesContent = z.infer<typeof valuesContentSchema>;

export const valuesOverrideSchema = z
  .object({
    hero: valuesHeroSchema.partial(),
    items: itemList(valueItemSchema),
    flipCardHints: flipCardHintsSchema.partial(),
    closingParagraph: longText,
  })
  .partial();
export type ValuesOverride = z.infer<typeof valuesOverrideSchema>;
