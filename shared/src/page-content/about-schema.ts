import { z } from '../zod';
import { itemId, itemList, longText, shortText, uploadedImagePath } from './fields';
import { bannerSchema } from './impact-schema';
import { hiddenSectionsField, pageOverrideSchema, titledSection } from './sections';

export const missionSchema = z.object({
  title: shortText,
  paragraphs: itemList(longText),
});

export const timelineEventSchema = z.object({
  id: itemId,
  year: z.number().int().min(1900).max(2100),
  title: shortText,
  description: longText,
});
export type TimelineEvent = z.infer<typeof timelineEventSchema>;

export const timelineSchema = titledSection({ events: itemList(timelineEventSchema) });

export const teamMemberSchema = z.object({
  id: itemId,
  name: shortText,
  title: shortText,
  bio: longText,
  /** An uploaded photo (`/uploads/…`) shown instead of the initials; empty for none. */
  photo: uploadedImagePath.optional(),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = titledSection({ members: itemList(teamMemberSchema) });

/** The about page's sections an organiser can hide. */
export const ABOUT_SECTIONS = ['mission', 'timeline', 'team', 'banner'] as const;

export const aboutContentSchema = z.object({
  mission: missionSchema,
  timeline: timelineSchema,
  team: teamSchema,
  /** The closing call to pledge. */
  banner: bannerSchema,
  hiddenSections: hiddenSectionsField(ABOUT_SECTIONS),
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const aboutOverrideSchema = pageOverrideSchema(aboutContentSchema);
export type AboutOverride = z.infer<typeof aboutOverrideSchema>;
