import { z } from '../zod';
import { ATTRIBUTION_TAG_MAX } from '../attribution';
import { oneOf, recordIdSchema, requiredText, timestampSchema } from './fields';
import { cleanText } from './text';

// The mailing audience and its segments (docs/decisions/046-mailing-audience.md): everyone who
// may get a newsletter (pledgers who agreed to campaign email and confirmed subscribers, each
// address once, nobody who unsubscribed), narrowed by where people came from, when they signed
// up, referrals and kind. The API builds the filter as SQL; the console's segment editor and
// send dialog validate with these same schemas.

/**
 * Who of the audience: `everyone`; `pledgers` (by their pledge); `subscribers` (confirmed
 * newsletter subscribers, what a newsletter went to before pledgers could be mailed); `both`
 * (people who pledged and subscribed).
 */
export const AUDIENCE_KINDS = ['everyone', 'pledgers', 'subscribers', 'both'] as const;
export type AudienceKind = (typeof AUDIENCE_KINDS)[number];

export const AUDIENCE_KIND_LABELS: Record<AudienceKind, string> = {
  everyone: 'Everyone',
  pledgers: 'Pledgers',
  subscribers: 'Newsletter subscribers',
  both: 'Pledged and subscribed',
};

/**
 * Referrals: `referred` came through someone's share link; `referrer` brought at least one
 * person (pledgers only: subscribers have no share link).
 */
export const REFERRAL_FILTERS = ['referred', 'referrer'] as const;
export type ReferralFilter = (typeof REFERRAL_FILTERS)[number];

export const REFERRAL_FILTER_LABELS: Record<ReferralFilter, string> = {
  referred: 'Came through a share link',
  referrer: 'Brought someone',
};

export const SEGMENT_NAME_MAX = 80;

/** A form's or query string's blank value means "not set". */
const blankIsUnset = (value: unknown) =>
  value === '' || value === null || (typeof value === 'string' && value.trim() === '')
    ? undefined
    : value;

const tag = (label: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string({ error: `${label} must be a single text value` })
      .trim()
      .max(ATTRIBUTION_TAG_MAX, `${label} must be at most ${ATTRIBUTION_TAG_MAX} characters`)
      .optional(),
  );

/** A UTC calendar day, `2026-11-01`. */
const day = (label: string) =>
  z.preprocess(
    blankIsUnset,
    z
      .string({ error: `${label} must be a date` })
      .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
      .refine(
        (value) =>
          !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
          new Date(`${value}T00:00:00Z`).toISOString().startsWith(value),
        `${label} must be a real date`,
      )
      .optional(),
  );

/** The filter's fields, for the schemas that add to them (refinements cannot be extended). */
export const audienceFilterShape = {
  kind: z.preprocess(blankIsUnset, oneOf('Kind', AUDIENCE_KINDS).default('everyone')),
  /** The campaign source tag, or the referring site when there was no tag (as the lists). */
  source: tag('Source'),
  campaign: tag('Campaign'),
  /** Signed up on or after this UTC day. */
  from: day('From'),
  /** Signed up on or before this UTC day. */
  to: day('To'),
  referral: z.preprocess(blankIsUnset, oneOf('Referral', REFERRAL_FILTERS).optional()),
};

const datesInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const DATES_OUT_OF_ORDER = { path: ['to'], message: 'To must not be before From' };

export const audienceFilterSchema = z
  .object(audienceFilterShape)
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AudienceFilter = z.infer<typeof audienceFilterSchema>;
export type AudienceFilterInput = z.input<typeof audienceFilterSchema>;

/** The whole audience. */
export const EVERYONE: AudienceFilter = { kind: 'everyone' };
/** What a send without an audience goes to: the confirmed subscribers, as before segments. */
export const SUBSCRIBERS_ONLY: AudienceFilter = { kind: 'subscribers' };

/** Body of POST /api/admin/segments and PUT /api/admin/segments/{id}. */
export const segmentInputSchema = z.object({
  name: cleanText(requiredText('Name').trim(), 'Name', 'single-line')
    .min(1, 'Name is required')
    .max(SEGMENT_NAME_MAX, `Name must be at most ${SEGMENT_NAME_MAX} characters`),
  filter: audienceFilterSchema,
});
export type SegmentInput = z.infer<typeof segmentInputSchema>;

export const segmentSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  filter: audienceFilterSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Segment = z.infer<typeof segmentSchema>;

/** GET /api/admin/segments: by name. */
export const segmentListSchema = z.object({ items: z.array(segmentSchema) });
export type SegmentList = z.infer<typeof segmentListSchema>;

/**
 * GET /api/admin/audience/count?kind=&source=&campaign=&from=&to=&referral=, or ?segment={id}
 * for a saved segment: how many people a newsletter sent now would go to.
 */
export const audienceCountQuerySchema = z
  .object({
    ...audienceFilterShape,
    segment: z.preprocess(
      blankIsUnset,
      z
        .string({ error: 'Segment must be an id' })
        .regex(/^[1-9]\d{0,14}$/, 'Segment must be an id')
        .transform(Number)
        .optional(),
    ),
  })
  .refine(datesInOrder, DATES_OUT_OF_ORDER);
export type AudienceCountQuery = z.infer<typeof audienceCountQuerySchema>;

export const audienceCountSchema = z.object({ recipients: z.number().int().nonnegative() });
export type AudienceCount = z.infer<typeof audienceCountSchema>;

/**
 * Body of POST /api/admin/newsletters/{id}/send, every field optional (`{}` sends now to the
 * confirmed subscribers, as the endpoint always did): `segmentId` a saved segment, or `audience`
 * a filter (`{ kind: 'everyone' }`: the whole audience), not both; `scheduledAt` a time ahead
 * (ISO 8601) to send it then instead of now.
 */
export const newsletterSendInputSchema = z
  .object({
    segmentId: recordIdSchema.optional(),
    audience: audienceFilterSchema.optional(),
    scheduledAt: z.iso
      .datetime({ offset: true, error: 'Send time must be a date and time (ISO 8601)' })
      .optional(),
  })
  .refine((value) => value.segmentId === undefined || value.audience === undefined, {
    path: ['audience'],
    message: 'Choose a segment or an audience, not both',
  });
export type NewsletterSendInput = z.infer<typeof newsletterSendInputSchema>;
