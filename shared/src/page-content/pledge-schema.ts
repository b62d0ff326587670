import { z } from '../zod';
import { iconName, itemList, longText, shortText } from './fields';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

export const pledgeBenefitSchema = z.object({ icon: iconName, title: shortText, text: longText });
export type PledgeBenefit = z.infer<typeof pledgeBenefitSchema>;

/**
 * The texts around the pledge count. `{count}` and `{goal}` stand for the figures and
 * `{percent}` for the share of the goal; the "without count" texts show while the total is
 * below the display threshold of the settings, so a young campaign does not advertise a tiny
 * number.
 */
export const pledgeCountTextsSchema = z.object({
  joinOthers: shortText,
  beFirst: shortText,
  goalProgress: shortText,
  goalReached: shortText,
});

export const pledgeSuccessSchema = z.object({
  title: shortText,
  thanks: longText,
  thanksWithoutCount: longText,
  nextTitle: shortText,
  nextEmail: longText,
  nextSocial: longText,
  nextShare: longText,
  homeButton: shortText,
  impactButton: shortText,
});

/** The pledge page's sections an organiser can hide (the hero and the form always show). */
export const PLEDGE_SECTIONS = ['pledgeText', 'benefits'] as const;

export const pledgeContentSchema = z.object({
  hero: titledSection({}),
  pledgeText: z.object({ label: shortText, text: longText }),
  benefits: itemList(pledgeBenefitSchema),
  count: pledgeCountTextsSchema,
  success: pledgeSuccessSchema,
  hiddenSections: hiddenSectionsField(PLEDGE_SECTIONS),
});
export type PledgeContent = z.infer<typeof pledgeContentSchema>;

export const pledgeOverrideSchema = pageOverrideSchema(pledgeContentSchema);
export type PledgeOverride = z.infer<typeof pledgeOverrideSchema>;
