import { z } from '../zod';
import { VALUE_ICONS } from '../constants';
import { oneOf } from '../schemas/fields';
import { itemId, itemList, longText, shortText } from './fields';
import { pageOverrideSchema, titledSection } from './sections';

export const valuesHeroSchema = titledSection({});

export const valueItemSchema = z.object({
  id: itemId,
  title: shortText,
  description: longText,
  icon: oneOf('Icon', VALUE_ICONS),
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

export const valuesOverrideSchema = pageOverrideSchema(valuesContentSchema);
export type ValuesOverride = z.infer<typeof valuesOverrideSchema>;
