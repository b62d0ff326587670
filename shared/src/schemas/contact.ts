import { z } from '../zod';
import {
  emailSchema,
  honeypotSchema,
  messageSchema,
  nameSchema,
  recordIdSchema,
  timestampSchema,
} from './fields';

export const contactInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  message: messageSchema,
  website: honeypotSchema,
});
export type ContactInput = z.infer<typeof contactInputSchema>;

export const contactSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
});
export type Contact = z.infer<typeof contactSchema>;
