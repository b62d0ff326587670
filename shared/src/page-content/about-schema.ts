import { z } from '../zod';
import { itemId, itemList, longText, shortText } from './fields';
import { pageOverrideSchema, titledSection } from './sections';

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
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = titledSection({ members: itemList(teamMemberSchema) });

export const aboutContentSchema = z.object({
  mission: missionSchema,
  timeline: timelineSchema,
  team: teamSchema,
});
export type AboutContent = z.infer<typeof aboutContentSchema>;

export const aboutOverrideSchema = pageOverrideSchema(aboutContentSchema);
export type AboutOverride = z.infer<typeof aboutOverrideSchema>;
