import { z } from '../zod';
import { boundedText, oneOf, recordIdSchema, timestampSchema } from './fields';

// The read API for CRMs and dashboards (`/api/v1/…`) and the tokens admins issue for it.

/** What a token may read: the totals, the pledges list, the subscribers list. */
export const API_TOKEN_SCOPES = ['totals:read', 'pledges:read', 'subscribers:read'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** What the console says each scope allows. */
export const API_TOKEN_SCOPE_LABELS: Record<ApiTokenScope, string> = {
  'totals:read': 'Totals (pledge and subscriber counts)',
  'pledges:read': 'Pledges (names, emails, dates)',
  'subscribers:read': 'Subscribers (emails, dates)',
};

/** The first characters of every token, so a leaked one is recognisable in logs and scanners. */
export const API_TOKEN_PREFIX = 'cpt_';

/** `POST /api/admin/api-tokens`: a name to recognise the token by, and what it may read. */
export const apiTokenInputSchema = z.object({
  name: boundedText('Name', 2, 80),
  scopes: z
    .array(oneOf('Scope', API_TOKEN_SCOPES), { error: 'Scopes must be a list' })
    .min(1, 'Choose at least one thing the token may read')
    .max(API_TOKEN_SCOPES.length)
    .transform((scopes) => [...new Set(scopes)]),
});
export type ApiTokenInput = z.infer<typeof apiTokenInputSchema>;

export const apiTokenSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  scopes: z.array(z.enum(API_TOKEN_SCOPES)),
  /** The token's first characters, to tell tokens apart; the rest is never shown again. */
  hint: z.string(),
  createdAt: timestampSchema,
  createdBy: z.string(),
  lastUsedAt: timestampSchema.nullable(),
  revokedAt: timestampSchema.nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;
export const apiTokenListSchema = z.array(apiTokenSchema);

/** The answer to a token's creation: the only time the whole token is shown. */
export const createdApiTokenSchema = z.object({ token: apiTokenSchema, secret: z.string() });
export type CreatedApiToken = z.infer<typeof createdApiTokenSchema>;

// ---- The read API -----------------------------------------------------------------------------

export const READ_API_PAGE_SIZE = 100;
export const READ_API_PAGE_SIZE_MAX = 500;

const isoDateTime = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .trim()
    .max(40, `${label} must be a date`)
    .refine((text) => !Number.isNaN(Date.parse(text)), `${label} must be a date (ISO 8601)`)
    .transform((text) => new Date(text));

/** `?since=&until=&page=&pageSize=`: rows created from `since` (inclusive) to `until` (exclusive). */
export const readApiListQuerySchema = z
  .object({
    since: isoDateTime('since').optional(),
    until: isoDateTime('until').optional(),
    page: z.coerce
      .number({ error: 'page must be a number' })
      .int('page must be a whole number')
      .min(1, 'page must be at least 1')
      .max(1_000_000, 'page is too large')
      .default(1),
    pageSize: z.coerce
      .number({ error: 'pageSize must be a number' })
      .int('pageSize must be a whole number')
      .min(1, 'pageSize must be at least 1')
      .max(READ_API_PAGE_SIZE_MAX, `pageSize must be at most ${READ_API_PAGE_SIZE_MAX}`)
      .default(READ_API_PAGE_SIZE),
  })
  .strict()
  .refine((query) => !query.since || !query.until || query.since < query.until, {
    message: 'since must be before until',
    path: ['since'],
  });
export type ReadApiListQuery = z.infer<typeof readApiListQuerySchema>;

export const readApiTotalsSchema = z.object({
  pledges: z.number().int().nonnegative(),
  confirmedSubscribers: z.number().int().nonnegative(),
  pledgeGoal: z.number().int().nonnegative(),
});
export type ReadApiTotals = z.infer<typeof readApiTotalsSchema>;

/** A time as the read API writes it: ISO 8601 in UTC. */
const isoTime = z.iso.datetime();

/** Where a pledge or sign-up came from (./attribution.ts); null where nothing was carried. */
const readApiSource = {
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  referrerHost: z.string().nullable(),
  referralCode: z.string().nullable(),
  partner: z.string().nullable(),
};

export const readApiPledgeSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: isoTime,
  ...readApiSource,
});

export const readApiSubscriberSchema = z.object({
  id: recordIdSchema,
  email: z.string(),
  status: z.enum(['pending', 'confirmed', 'unsubscribed']),
  createdAt: isoTime,
  ...readApiSource,
});

function readApiPage<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
    total: z.number().int().nonnegative(),
  });
}
export const readApiPledgePageSchema = readApiPage(readApiPledgeSchema);
export const readApiSubscriberPageSchema = readApiPage(readApiSubscriberSchema);
