import { z } from '../zod';
import { ATTRIBUTION_TAG_MAX } from '../attribution';
import { NAME_MAX, NAME_MIN } from '../constants';
import {
  boundedText,
  emailSchema,
  oneOf,
  recordIdSchema,
  requiredText,
  timestampSchema,
} from './fields';
import { cleanText, type TextKind } from './text';
import { userRoleSchema } from './user';

// Contracts of the organiser's console areas beyond content editing: lists of what the site
// collects, exports, erasures, accounts and the activity log. The API validates its queries and
// bodies with these schemas and the console's forms use the same ones.

export const CONSOLE_PAGE_SIZE = 20;
export const CONSOLE_PAGE_SIZE_MAX = 100;
/** Longest search text; searches match names and emails from their first character. */
export const CONSOLE_SEARCH_MAX = 100;

const pageNumber = z.coerce
  .number({ error: 'Page must be a number' })
  .int('Page must be a whole number')
  .min(1, 'Page must be at least 1')
  .max(1_000_000, 'Page is too large');

const pageSize = z.coerce
  .number({ error: 'Page size must be a number' })
  .int('Page size must be a whole number')
  .min(1, 'Page size must be at least 1')
  .max(CONSOLE_PAGE_SIZE_MAX, `Page size must be at most ${CONSOLE_PAGE_SIZE_MAX}`);

/** `?page=&pageSize=` of every console list (query values arrive as text). */
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: pageSize.default(CONSOLE_PAGE_SIZE),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/** Every console list answers one page of items and the total over all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().positive(),
    pageSize: z.number().int().positive(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const SORT_ORDERS = ['asc', 'desc'] as const;

const searchText = z
  .string()
  .trim()
  .max(CONSOLE_SEARCH_MAX, `Search must be at most ${CONSOLE_SEARCH_MAX} characters`)
  .optional()
  .transform((value) => (value ? value.toLowerCase() : undefined));

// ---- Messages (the contact form) -------------------------------------------------------------

export const MESSAGE_STATUSES = ['unhandled', 'handled'] as const;
export const messageStatusSchema = oneOf('Status', MESSAGE_STATUSES);
export type MessageStatus = z.infer<typeof messageStatusSchema>;

/** `GET /api/admin/messages?status=&page=&pageSize=`, newest first; no status: all. */
export const messageListQuerySchema = pageQuerySchema.extend({
  status: messageStatusSchema.optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

/** A contact message as the console shows it. Unread until someone opens it. */
export const inboxMessageSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  message: z.string(),
  createdAt: timestampSchema,
  readAt: timestampSchema.nullable(),
  handledAt: timestampSchema.nullable(),
});
export type InboxMessage = z.infer<typeof inboxMessageSchema>;
export const inboxMessagePageSchema = pageOf(inboxMessageSchema);

/** `PATCH /api/admin/messages/:id`: mark read and/or handled (or back). */
export const messageUpdateSchema = z
  .object({
    read: z.boolean({ error: 'Read must be true or false' }).optional(),
    handled: z.boolean({ error: 'Handled must be true or false' }).optional(),
  })
  .refine((value) => value.read !== undefined || value.handled !== undefined, {
    message: 'Nothing to change: send read or handled',
  });
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;

export const REPLY_SUBJECT_MAX = 200;
export const REPLY_BODY_MAX = 10_000;

/**
 * `POST /api/admin/messages/:id/reply`: an answer by email, sent through the outbox to the
 * message's sender with their message quoted below it. Plain text.
 */
const nonEmptyText = (label: string, max: number, kind: TextKind) =>
  cleanText(requiredText(label).trim(), label, kind)
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

export const messageReplySchema = z.object({
  subject: nonEmptyText('Subject', REPLY_SUBJECT_MAX, 'single-line'),
  body: nonEmptyText('Message', REPLY_BODY_MAX, 'multi-line'),
});
export type MessageReply = z.infer<typeof messageReplySchema>;

/** A reply's subject before the admin changes it. */
export const replySubject = (siteName: string) => `Re: Your message to ${siteName}`;

// ---- Pledges and subscribers ------------------------------------------------------------------

export const PLEDGE_SORT_FIELDS = ['createdAt', 'name', 'email'] as const;
export const SUBSCRIBER_SORT_FIELDS = ['createdAt', 'email'] as const;

/** One attribution value a list is narrowed to, matched exactly (as it is stored). */
const attributionFilter = (label: string) =>
  z
    .string({ error: `${label} must be a single text value` })
    .trim()
    .max(ATTRIBUTION_TAG_MAX, `${label} must be at most ${ATTRIBUTION_TAG_MAX} characters`)
    .optional()
    .transform((value) => value || undefined);

/**
 * Where the people on a list came from (shared/src/schemas/attribution.ts): `source` matches
 * the campaign source tag, or the referring site's host when there was no tag; `campaign` the
 * campaign tag. The lists and their CSV exports take both.
 */
export const attributionFilterSchema = z.object({
  source: attributionFilter('Source'),
  campaign: attributionFilter('Campaign'),
});
export type AttributionFilter = z.infer<typeof attributionFilterSchema>;

/**
 * A list that can be searched and sorted: `?q=&sort=&order=` on top of paging. Without a sort it
 * is newest first, so every such list names `createdAt` as its first sort field.
 */
function searchableListQuery<const Fields extends readonly ['createdAt', ...string[]]>(
  sortFields: Fields,
) {
  return pageQuerySchema.extend({
    ...attributionFilterSchema.shape,
    q: searchText,
    sort: z.enum(sortFields).default(sortFields[0]),
    order: z.enum(SORT_ORDERS).default('desc'),
  });
}

/**
 * `GET /api/admin/pledges?q=&source=&campaign=&sort=&order=&page=&pageSize=`; default newest
 * first.
 */
export const pledgeListQuerySchema = searchableListQuery(PLEDGE_SORT_FIELDS);
export type PledgeListQuery = z.infer<typeof pledgeListQuerySchema>;

/**
 * `GET /api/admin/subscribers?q=&source=&campaign=&sort=&order=&page=&pageSize=`; default
 * newest first.
 */
export const subscriberListQuerySchema = searchableListQuery(SUBSCRIBER_SORT_FIELDS);
export type SubscriberListQuery = z.infer<typeof subscriberListQuerySchema>;

/** Where a pledge or sign-up came from, as the console lists show it (null: not known). */
export const personAttributionSchema = z.object({
  utmSource: z.string().nullable(),
  utmMedium: z.string().nullable(),
  utmCampaign: z.string().nullable(),
  referrerHost: z.string().nullable(),
  referralCode: z.string().nullable(),
});
export type PersonAttribution = z.infer<typeof personAttributionSchema>;

export const pledgeRowSchema = z.object({
  id: recordIdSchema,
  name: z.string(),
  email: z.string(),
  createdAt: timestampSchema,
  ...personAttributionSchema.shape,
});
export type PledgeRow = z.infer<typeof pledgeRowSchema>;
export const pledgePageSchema = pageOf(pledgeRowSchema);

/**
 * A subscription is `pending` until its owner confirms it from the emailed link, `confirmed`
 * after, `unsubscribed` once they leave. Only confirmed addresses are mailed and exported.
 */
export const SUBSCRIPTION_STATUSES = ['pending', 'confirmed', 'unsubscribed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const subscriberRowSchema = z.object({
  id: recordIdSchema,
  email: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  createdAt: timestampSchema,
  ...personAttributionSchema.shape,
});
export type SubscriberRow = z.infer<typeof subscriberRowSchema>;
export const subscriberPageSchema = pageOf(subscriberRowSchema);

// ---- Erasure ----------------------------------------------------------------------------------

/** `POST /api/admin/erasures`: everything the site holds about one email, removed at once. */
export const erasureInputSchema = z.object({ email: emailSchema });
export type ErasureInput = z.infer<typeof erasureInputSchema>;

export const erasureResultSchema = z.object({
  pledges: z.number().int().nonnegative(),
  messages: z.number().int().nonnegative(),
  subscriptions: z.number().int().nonnegative(),
});
export type ErasureResult = z.infer<typeof erasureResultSchema>;

// ---- Dashboard --------------------------------------------------------------------------------

/** `GET /api/admin/dashboard`. Days and months are UTC; every day of the window is listed. */
export const dashboardSchema = z.object({
  totals: z.object({
    pledges: z.number().int().nonnegative(),
    subscribers: z.number().int().nonnegative(),
    unhandledMessages: z.number().int().nonnegative(),
  }),
  /** The last 30 days, oldest first, today included: `{ date: '2026-11-23', count }`. */
  pledgesPerDay: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
  /** Every month from the first pledge to this one: `{ month: '2026-11', count }`. */
  pledgesPerMonth: z.array(z.object({ month: z.string(), count: z.number().int().nonnegative() })),
  /**
   * The campaign period of the site settings (November unless set) and every one of its days,
   * first day first, zero days included. Absent from a server older than the setting.
   */
  campaign: z
    .object({
      start: z.string(),
      end: z.string(),
      pledgesPerDay: z.array(z.object({ date: z.string(), count: z.number().int().nonnegative() })),
    })
    .optional(),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
export const DASHBOARD_DAYS = 30;

// ---- Users and roles --------------------------------------------------------------------------

/** An account as admins see it in the console. */
export const staffAccountSchema = z.object({
  id: z.string().min(1),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  role: userRoleSchema.nullable(),
  disabled: z.boolean(),
  /** Whether a password is set (a new account has none until its link is used). */
  hasPassword: z.boolean(),
  /** Whether it signs in with a second factor (an admin can reset it). */
  twoFactor: z.boolean(),
  createdAt: timestampSchema,
});
export type StaffAccount = z.infer<typeof staffAccountSchema>;
export const staffAccountPageSchema = pageOf(staffAccountSchema);

/** `POST /api/admin/users`. */
export const staffAccountInputSchema = z.object({
  email: emailSchema,
  firstName: boundedText('First name', NAME_MIN, NAME_MAX),
  lastName: boundedText('Last name', NAME_MIN, NAME_MAX),
  role: userRoleSchema,
});
export type StaffAccountInput = z.infer<typeof staffAccountInputSchema>;

/**
 * `PATCH /api/admin/profile`: the signed-in person's own name, which new articles take as their
 * author (an account made without one, such as the first admin, is asked for it).
 */
export const ownNameInputSchema = staffAccountInputSchema.pick({ firstName: true, lastName: true });
export type OwnNameInput = z.infer<typeof ownNameInputSchema>;

/** `PATCH /api/admin/users/:id`: change the role, disable or enable. */
export const staffAccountUpdateSchema = z
  .object({
    role: userRoleSchema.optional(),
    disabled: z.boolean({ error: 'Disabled must be true or false' }).optional(),
  })
  .refine((value) => value.role !== undefined || value.disabled !== undefined, {
    message: 'Nothing to change: send role or disabled',
  });
export type StaffAccountUpdate = z.infer<typeof staffAccountUpdateSchema>;

/** How long a set-password link works. */
export const PASSWORD_LINK_HOURS = 24;

/** Answer of adding an account or resetting its password: the one-time link to pass on. */
export const passwordLinkSchema = z.object({
  url: z.string(),
  expiresAt: timestampSchema,
  /** The link was also queued as an email to the account (when email is set up). */
  emailed: z.boolean().optional(),
});
export type PasswordLink = z.infer<typeof passwordLinkSchema>;

export const newStaffAccountSchema = z.object({
  account: staffAccountSchema,
  passwordLink: passwordLinkSchema,
});
export type NewStaffAccount = z.infer<typeof newStaffAccountSchema>;

// ---- Activity log -----------------------------------------------------------------------------

/** What happened to an entity. */
export const ACTIVITY_ACTIONS = [
  'create',
  'update',
  'delete',
  'export',
  'erase',
  'disable',
  'enable',
  'password-link',
  'reply',
  'retry',
  'send',
  'schedule',
  'cancel',
  'reset-two-factor',
  'revoke',
  'read',
] as const;
export const activityActionSchema = z.enum(ACTIVITY_ACTIONS);
export type ActivityAction = z.infer<typeof activityActionSchema>;

/** The kinds of things the log speaks of. */
export const ACTIVITY_ENTITIES = [
  'blog-post',
  'tip',
  'page-content',
  'message',
  'pledge',
  'subscriber',
  'user',
  'person',
  'image',
  'email',
  'newsletter',
  'site-settings',
  'api-token',
  'webhook',
  'partner',
  'segment',
] as const;
export const activityEntitySchema = z.enum(ACTIVITY_ENTITIES);
export type ActivityEntity = z.infer<typeof activityEntitySchema>;

/** `GET /api/admin/activity?entity=&action=&userId=&page=&pageSize=`, newest first. */
export const activityListQuerySchema = pageQuerySchema.extend({
  entity: activityEntitySchema.optional(),
  action: activityActionSchema.optional(),
  userId: z.string().trim().min(1).max(64).optional(),
});
export type ActivityListQuery = z.infer<typeof activityListQuerySchema>;

export const activityEntrySchema = z.object({
  id: recordIdSchema,
  userId: z.string().nullable(),
  userEmail: z.string(),
  action: activityActionSchema,
  entity: activityEntitySchema,
  /** The entity's id or key (a slug, a page key); null for an erasure, which names no one. */
  entityId: z.string().nullable(),
  /** Short, e.g. "title, content" for the fields an edit changed. */
  summary: z.string(),
  createdAt: timestampSchema,
});
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export const activityPageSchema = pageOf(activityEntrySchema);

// ---- Email: the outbox and whether it is sent --------------------------------------------------

/** `GET /api/admin/mail-status`: whether SMTP_URL is set, and who mail is from and to. */
export const mailStatusSchema = z.object({
  /** False: nothing is sent; emails wait in the outbox until SMTP_URL is set. */
  configured: z.boolean(),
  from: z.string(),
  /** Where contact notifications go; null when none are sent. */
  notifyTo: z.string().nullable(),
});
export type MailStatus = z.infer<typeof mailStatusSchema>;

/** Why an email was sent: every kind the API's outbox writes (api/src/mail/outbox.ts). */
export const OUTBOX_KINDS = [
  'pledge-welcome',
  'subscription-confirm',
  'subscription-reminder',
  'contact-notification',
  'contact-reply',
  'newsletter',
  'newsletter-test',
  'password-link',
] as const;
export const outboxKindSchema = oneOf('Kind', OUTBOX_KINDS);
export type OutboxKind = z.infer<typeof outboxKindSchema>;

/** queued → sending → sent, or back to queued for a later attempt, or failed. */
export const OUTBOX_STATUSES = ['queued', 'sending', 'sent', 'failed'] as const;
export const outboxStatusSchema = oneOf('Status', OUTBOX_STATUSES);
export type OutboxStatus = z.infer<typeof outboxStatusSchema>;

/** `GET /api/admin/outbox?status=&kind=&page=&pageSize=`, newest first. */
export const outboxListQuerySchema = pageQuerySchema.extend({
  status: outboxStatusSchema.optional(),
  kind: outboxKindSchema.optional(),
});
export type OutboxListQuery = z.infer<typeof outboxListQuerySchema>;

/** An email in the outbox list: who, what and how it went, never its body. */
export const outboxRowSchema = z.object({
  id: recordIdSchema,
  kind: z.string(),
  to: z.string(),
  subject: z.string(),
  status: outboxStatusSchema,
  attempts: z.number().int().nonnegative(),
  lastError: z.string().nullable(),
  createdAt: timestampSchema,
  /** When the next attempt is due (queued), or was (sent, failed). */
  nextAttemptAt: timestampSchema,
  sentAt: timestampSchema.nullable(),
});
export type OutboxRow = z.infer<typeof outboxRowSchema>;
export const outboxPageSchema = pageOf(outboxRowSchema);

/** `GET /api/admin/outbox/:id`: one email with both its parts and its extra headers. */
export const outboxEmailDetailSchema = outboxRowSchema.extend({
  replyTo: z.string().nullable(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()),
});
export type OutboxEmailDetail = z.infer<typeof outboxEmailDetailSchema>;

// ---- Autosaved drafts -------------------------------------------------------------------------

/** The console editors whose unsaved edits are autosaved to the server, per account. */
export const DRAFT_EDITORS = ['blog', 'tips', 'pages'] as const;
export const draftEditorSchema = z.enum(DRAFT_EDITORS);
export type DraftEditor = z.infer<typeof draftEditorSchema>;

/** What is being edited: an article's slug, a tip's id, a page's key, or "new article". */
export const draftItemSchema = z.string().regex(/^[a-z0-9][a-z0-9 ._-]{0,190}$/, 'Invalid item');

export const DRAFT_LIMITS = { fields: 40, fieldName: 64, fieldText: 200_000 } as const;

/** An editor's fields as text, as the console's editors hold them. */
const draftFieldsSchema = z
  .record(
    z.string().max(DRAFT_LIMITS.fieldName),
    z
      .string()
      .max(DRAFT_LIMITS.fieldText, `A field is longer than ${DRAFT_LIMITS.fieldText} characters`),
  )
  .refine((fields) => Object.keys(fields).length <= DRAFT_LIMITS.fields, {
    message: `At most ${DRAFT_LIMITS.fields} fields`,
  });

/** `PUT /api/admin/drafts/{editor}/{item}`: the edits, and the saved values they started from. */
export const editorDraftInputSchema = z.object({
  baseline: draftFieldsSchema,
  draft: draftFieldsSchema,
});
export type EditorDraftInput = z.infer<typeof editorDraftInputSchema>;

/** `GET /api/admin/drafts/{editor}`: the signed-in account's autosaved drafts in that editor. */
export const editorDraftSchema = editorDraftInputSchema.extend({
  item: z.string(),
  savedAt: timestampSchema,
});
export type EditorDraft = z.infer<typeof editorDraftSchema>;
