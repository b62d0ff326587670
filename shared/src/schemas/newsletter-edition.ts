import { z } from '../zod';
import { recordIdSchema, requiredText, timestampSchema } from './fields';
import { cleanText } from './text';

// Newsletters organisers write in the console and send to the confirmed subscribers through the
// email outbox. The API validates its bodies with these schemas and the console's editor uses
// the same ones, so a refused field reads the same message in both places.

export const NEWSLETTER_LIMITS = { subjectMax: 200, htmlMax: 200_000 } as const;

const L = NEWSLETTER_LIMITS;

/** draft → sent (now), or draft → scheduled → sent (at its time); cancelling a schedule: draft. */
export const NEWSLETTER_EDITION_STATUSES = ['draft', 'scheduled', 'sent'] as const;
export const newsletterEditionStatusSchema = z.enum(NEWSLETTER_EDITION_STATUSES);
export type NewsletterEditionStatus = z.infer<typeof newsletterEditionStatusSchema>;

export const newsletterSubjectSchema = cleanText(
  requiredText('Subject').trim(),
  'Subject',
  'single-line',
)
  .min(1, 'Subject is required')
  .max(L.subjectMax, `Subject must be at most ${L.subjectMax} characters`);

/** The body as HTML; the server sanitises it before storing or previewing it. */
export const newsletterHtmlSchema = cleanText(requiredText('Body').trim(), 'Body', 'multi-line')
  .min(1, 'Body is required')
  .max(L.htmlMax, `Body must be at most ${L.htmlMax} characters`);

/** Body of POST /api/admin/newsletters and PUT /api/admin/newsletters/{id}. */
export const newsletterEditionInputSchema = z.object({
  subject: newsletterSubjectSchema,
  html: newsletterHtmlSchema,
});
export type NewsletterEditionInput = z.infer<typeof newsletterEditionInputSchema>;

/** Body of POST /api/admin/newsletters/preview: the HTML to show as it would be sent. */
export const newsletterPreviewInputSchema = z.object({ html: newsletterHtmlSchema });
export type NewsletterPreviewInput = z.infer<typeof newsletterPreviewInputSchema>;

/** Answer of the preview: the HTML with everything unsafe removed, as it would be stored. */
export const newsletterPreviewSchema = z.object({ html: z.string() });
export type NewsletterPreview = z.infer<typeof newsletterPreviewSchema>;

/**
 * How a sent newsletter's copies are doing in the outbox: `queued` counts copies waiting or
 * being delivered, `sent` the delivered ones, `failed` the ones given up on.
 */
export const newsletterProgressSchema = z.object({
  queued: z.number().int().nonnegative(),
  sent: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
export type NewsletterProgress = z.infer<typeof newsletterProgressSchema>;

/** One newsletter in the console's list: everything but its body. */
export const newsletterEditionSummarySchema = z.object({
  id: recordIdSchema,
  subject: z.string(),
  status: newsletterEditionStatusSchema,
  createdAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
  /** How many people it was queued for; null until sent. */
  recipients: z.number().int().nonnegative().nullable(),
  progress: newsletterProgressSchema,
  /** When a scheduled newsletter goes out (absent from a server older than scheduling). */
  scheduledAt: timestampSchema.nullable().optional(),
  /**
   * Who it goes (or went) to: a segment's name, or the audience's description; null for one
   * sent before audiences, which went to the confirmed subscribers.
   */
  audienceLabel: z.string().nullable().optional(),
});
export type NewsletterEditionSummary = z.infer<typeof newsletterEditionSummarySchema>;

/** One newsletter with its (sanitised) body. */
export const newsletterEditionSchema = newsletterEditionSummarySchema.extend({ html: z.string() });
export type NewsletterEdition = z.infer<typeof newsletterEditionSchema>;

/**
 * GET /api/admin/newsletters: newest first, and how many confirmed subscribers a send would go
 * to now (the "Send to N subscribers" button).
 */
export const newsletterEditionListSchema = z.object({
  items: z.array(newsletterEditionSummarySchema),
  confirmedSubscribers: z.number().int().nonnegative(),
});
export type NewsletterEditionList = z.infer<typeof newsletterEditionListSchema>;

/** GET /api/admin/newsletters/{id}: the newsletter, and the confirmed count as in the list. */
export const newsletterEditionDetailSchema = newsletterEditionSchema.extend({
  confirmedSubscribers: z.number().int().nonnegative(),
});
export type NewsletterEditionDetail = z.infer<typeof newsletterEditionDetailSchema>;

/**
 * Answer of POST /api/admin/newsletters/{id}/send: how many copies were queued, or, for a
 * scheduled send, how many people the audience holds now and when it goes out.
 */
export const newsletterSendResultSchema = z.object({
  recipients: z.number().int().nonnegative(),
  scheduledAt: timestampSchema.optional(),
});
export type NewsletterSendResult = z.infer<typeof newsletterSendResultSchema>;
