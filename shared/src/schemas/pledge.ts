import { z } from '../zod';
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

export const pledgeSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
});
export type Pledge = z.infer<typeof pledgeSchema>;
