import { z } from '../zod';
import { pageKeySchema } from './params';
import { recordIdSchema, timestampSchema } from './fields';

/**
 * A row of `page_content`. `content` is a partial override of the built-in defaults; use
 * `mergePageContent` to get the page the visitor sees.
 */
export const pageContentRowSchema = z.object({
  id: recordIdSchema,
  pageKey: pageKeySchema,
  content: z.record(z.string(), z.unknown()),
  updatedAt: timestampSchema,
  updatedBy: z.string().nullable(),
});
export type PageContentRow = z.infer<typeof pageContentRowSchema>;
