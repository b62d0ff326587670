import { z } from 'zod';
import { emailSchema, recordIdSchema, timestampSchema } from './fields';

export const newsletterInputSchema = z.object({ email: emailSchema });
export type NewsletterInput = z.infer<typeof newsletterInputSchema>;

export const newsletterSchema = z.object({
  id: recordIdSchema,
  email: z.string(),
  createdAt: timestampSchema,
});
export type NewsletterSubscription = z.infer<typeof newsletterSchema>;
