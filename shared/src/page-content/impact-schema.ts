import { z } from '../zod';
import { itemId, itemList, longText, shortText } from './fields';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

export const testimonialSchema = z.object({
  id: itemId,
  quote: longText,
  name: shortText,
  location: shortText,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

/** What the four figure cards are called (their numbers come from the statistics and settings). */
export const impactMetricsSchema = z.object({
  totalPledges: shortText,
  growthRate: shortText,
  socialReach: shortText,
  activeMembers: shortText,
});

/** The closing call to pledge: a heading, a line of text and its button. */
export const bannerSchema = z.object({ title: shortText, text: longText, button: shortText });

/** The impact page's sections an organiser can hide (the hero always shows). */
export const IMPACT_SECTIONS = [
  'metrics',
  'goal',
  'chart',
  'leaderboard',
  'testimonials',
  'banner',
] as const;

export const impactContentSchema = z.object({
  hero: titledSection({}),
  metrics: impactMetricsSchema,
  /** The heading over the goal's progress bar (shown only when the settings name a goal). */
  goal: z.object({ title: shortText }),
  chart: z.object({ title: shortText }),
  /**
   * The heading and intro over the sharers' leaderboard (shown only while Settings turn it on
   * and someone who chose to appear brought a pledge).
   */
  leaderboard: titledSection({}),
  testimonials: titledSection({ items: itemList(testimonialSchema) }),
  banner: bannerSchema,
  hiddenSections: hiddenSectionsField(IMPACT_SECTIONS),
});
export type ImpactContent = z.infer<typeof impactContentSchema>;

export const impactOverrideSchema = pageOverrideSchema(impactContentSchema);
export type ImpactOverride = z.infer<typeof impactOverrideSchema>;
