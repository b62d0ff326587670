import { z } from '../zod';
import { emailSchema, honeypotSchema, recordIdSchema, timestampSchema } from './fields';

export const newsletterInputSchema = z.object({ email: emailSchema, website: honeypotSchema });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export const newsletterSchema = z.object({
  id: recordIdSchema,
  email: z.string(),
  createdAt: timestampSchema,
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
