import { z } from '../zod';
import { VALUE_ICONS } from '../constants';
import { oneOf } from '../schemas/fields';
import { itemId, itemList, longText, shortText } from './fields';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

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

/** The values page's sections an organiser can hide (the hero always shows). */
export const VALUES_SECTIONS = ['items', 'closingParagraph'] as const;

export const valuesContentSchema = z.object({
  hero: valuesHeroSchema,
  items: itemList(valueItemSchema),
  flipCardHints: flipCardHintsSchema,
  closingParagraph: longText,
  hiddenSections: hiddenSectionsField(VALUES_SECTIONS),
});
export type ValuesContent = z.infer<typeof valuesContentSchema>;

export const valuesOverrideSchema = pageOverrideSchema(valuesContentSchema);
export type ValuesOverride = z.infer<typeof valuesOverrideSchema>;
