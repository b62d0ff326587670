import { z } from '../zod';
import { attributionFieldsSchema } from './attribution';
import { emailSchema, honeypotSchema, recordIdSchema, timestampSchema } from './fields';

/** A sign-up as the form sends it, with where the visitor came from (./attribution.ts). */
export const newsletterInputSchema = z.object({
  email: emailSchema,
  website: honeypotSchema,
  ...attributionFieldsSchema.shape,
});
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export const newsletterSchema = z.object({
  id: recordIdSchema,
  email: z.string(),
  createdAt: timestampSchema,
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
