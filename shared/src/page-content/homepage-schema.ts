import { z } from '../zod';
import { iconName, itemList, longText, shortText } from './fields';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

export const homepageHeroSchema = z.object({
  headline: shortText,
  headlineAccent: shortText,
  subheadline: longText,
  ctaPrimary: shortText,
  ctaSecondary: shortText,
});

export const nitrateProblemSchema = z.object({
  badge: shortText,
  title: shortText,
  statNumber: z.number().int().nonnegative().max(1e12),
  statText: shortText,
  description: longText,
});

export const howItWorksStepSchema = z.object({
  number: z.number().int().positive().max(99),
  icon: iconName,
  title: shortText,
  description: longText,
});
export type HowItWorksStep = z.infer<typeof howItWorksStepSchema>;

export const howItWorksSchema = titledSection({ steps: itemList(howItWorksStepSchema) });

export const benefitSchema = z.object({
  icon: iconName,
  title: shortText,
  description: longText,
});
export type Benefit = z.infer<typeof benefitSchema>;

export const benefitsSchema = titledSection({ items: itemList(benefitSchema) });

export const researchStatSchema = z.object({
  number: shortText,
  description: longText,
  source: shortText,
});
export type ResearchStat = z.infer<typeof researchStatSchema>;

export const researchHighlightsSchema = z.object({
  badge: shortText,
  title: shortText,
  subtitle: longText,
  stats: itemList(researchStatSchema),
  featuredArticlesTitle: shortText,
  featuredArticlesSubtitle: longText,
  viewAllButton: shortText,
});

export const homepageCtaSchema = titledSection({ button: shortText });

/** "Our Impact So Far": its heading and what each of its three figures is called. */
export const impactSoFarSchema = titledSection({
  pledgesLabel: shortText,
  growthLabel: shortText,
  reachLabel: shortText,
});

/** The home page's sections an organiser can hide (the hero always shows). */
export const HOMEPAGE_SECTIONS = [
  'nitrateProblem',
  'howItWorks',
  'impactSoFar',
  'benefits',
  'researchHighlights',
  'cta',
] as const;

export const homepageContentSchema = z.object({
  hero: homepageHeroSchema,
  nitrateProblem: nitrateProblemSchema,
  howItWorks: howItWorksSchema,
  impactSoFar: impactSoFarSchema,
  benefits: benefitsSchema,
  researchHighlights: researchHighlightsSchema,
  cta: homepageCtaSchema,
  hiddenSections: hiddenSectionsField(HOMEPAGE_SECTIONS),
});
export type HomepageContent = z.infer<typeof homepageContentSchema>;

/** A stored override: any section, any field; lists are replaced whole, so items are complete. */
export const homepageOverrideSchema = pageOverrideSchema(homepageContentSchema);
export type HomepageOverride = z.infer<typeof homepageOverrideSchema>;
