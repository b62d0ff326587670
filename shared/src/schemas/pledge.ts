import { z } from '../zod';
import { emailSchema, honeypotSchema, nameSchema, recordIdSchema, timestampSchema } from './fields';

export const pledgeInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  website: honeypotSchema,
});
export type PledgeInput = z.infer<typeof pledgeInputSchema>;

export const pledgeSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
});
export type Pledge = z.infer<typeof pledgeSchema>;
