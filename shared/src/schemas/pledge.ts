import { z } from '../zod';
import { SHARE_CODE_PATTERN } from '../share-link';
import { attributionFieldsSchema } from './attribution';
import { emailSchema, honeypotSchema, nameSchema, recordIdSchema, timestampSchema } from './fields';

/** A pledge as the form sends it, with where the pledger came from (./attribution.ts). */
export const pledgeInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  website: honeypotSchema,
  ...attributionFieldsSchema.shape,
});
export type PledgeInput = z.infer<typeof pledgeInputSchema>;

/**
 * The answer to a pledge: thanks, and a share code for the pledger's personal link. A repeat
 * pledge gets a fresh code too (one never stored), so the answer cannot tell whether the email
 * had pledged before (docs/decisions/041-referrals.md).
 */
export const pledgeAcceptedSchema = z.object({
  message: z.string(),
  shareCode: z.string().regex(SHARE_CODE_PATTERN),
});
export type PledgeAccepted = z.infer<typeof pledgeAcceptedSchema>;

export const pledgeSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
});
export type Pledge = z.infer<typeof pledgeSchema>;
