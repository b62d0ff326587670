import { z } from '../zod';

/**
 * `GET /api/admin/system-health` (admins only): what an admin should know about the site's
 * plumbing at a glance, shown on the console's dashboard.
 */
export const systemHealthSchema = z.object({
  mail: z.object({
    /** SMTP_URL is set: queued emails are sent. */
    configured: z.boolean(),
    /** One plain sentence saying so, and what it means. */
    summary: z.string(),
  }),
  outbox: z.object({
    /** Emails waiting to be sent (or retried). */
    queued: z.number().int().min(0),
    /** When the oldest of them was queued (ISO 8601); null when none wait. */
    oldestQueuedAt: z.string().nullable(),
    /** Its age in seconds at the time of the answer; null when none wait. */
    oldestQueuedAgeSeconds: z.number().int().min(0).nullable(),
  }),
  failures: z.object({
    /** Emails whose last attempt failed in the last 24 hours (given up or to be retried). */
    last24Hours: z.number().int().min(0),
    /** When the most recent attempt failed (ISO 8601); null when none has. */
    lastFailureAt: z.string().nullable(),
    /** What the SMTP server said then, email addresses masked; null when none has failed. */
    lastError: z.string().nullable(),
  }),
  /** The newest archive in the backup folder; null when there is none. */
  lastBackup: z
    .object({
      /** When it finished (ISO 8601). */
      at: z.string(),
      fileName: z.string(),
      bytes: z.number().int().nonnegative(),
    })
    .nullable(),
});
export type SystemHealth = z.infer<typeof systemHealthSchema>;

/** The endpoint takes no parameters: anything in its query string is refused. */
export const systemHealthQuerySchema = z.object({}).strict();
