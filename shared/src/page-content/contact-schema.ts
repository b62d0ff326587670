import { z } from '../zod';
import { shortText } from './fields';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

/** The headings and labels of the cards beside the contact form (the details are settings). */
export const contactCardsSchema = z.object({
  reachTitle: shortText,
  emailLabel: shortText,
  phoneLabel: shortText,
  officeLabel: shortText,
  socialTitle: shortText,
  responseTitle: shortText,
});

/** The contact page's side cards an organiser can hide (the hero and the form always show). */
export const CONTACT_SECTIONS = ['details', 'social', 'responseTime'] as const;

export const contactContentSchema = z.object({
  hero: titledSection({}),
  formTitle: shortText,
  cards: contactCardsSchema,
  hiddenSections: hiddenSectionsField(CONTACT_SECTIONS),
});
export type ContactContent = z.infer<typeof contactContentSchema>;

export const contactOverrideSchema = pageOverrideSchema(contactContentSchema);
export type ContactOverride = z.infer<typeof contactOverrideSchema>;
