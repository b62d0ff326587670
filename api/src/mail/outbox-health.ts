import type { Knex } from 'knex';
import type { SystemHealth } from '@campaign/shared';
import { maskEmails } from '../http/log-safety';
import type { EmailStatus } from './outbox';

const DAY_MS = 86_400_000;
/** The last error as the card shows it: one short line. */
const ERROR_SUMMARY_MAX = 200;

const toDate = (value: unknown): Date | null =>
  value == null ? null : value instanceof Date ? value : new Date(value as string | number);

/**
 * The outbox's backlog and recent failures: how many emails wait and since when, how many
 * failed in the last day, and the latest failure's error (addresses masked, shortened).
 */
export async function outboxHealth(
  db: Knex,
  now: Date,
): Promise<Pick<SystemHealth, 'outbox' | 'failures'>> {
  const queued = (await db('email_outbox')
    .where({ status: 'queued' satisfies EmailStatus })
    .count({ n: '*' })
    .min({ oldest: 'createdAt' })
    .first()) as { n: number | string; oldest: unknown } | undefined;
  const recent = (await db('email_outbox')
    .where('lastFailureAt', '>=', new Date(now.getTime() - DAY_MS))
    .count({ n: '*' })
    .first()) as { n: number | string } | undefined;
  const latest = (await db('email_outbox')
    .whereNotNull('lastFailureAt')
    .orderBy('lastFailureAt', 'desc')
    .first('lastFailureAt', 'lastError')) as
    { lastFailureAt: unknown; lastError: string | null } | undefined;

  const oldest = toDate(queued?.oldest);
  const lastFailureAt = toDate(latest?.lastFailureAt);
  const lastError = latest?.lastError ? maskEmails(latest.lastError) : null;
  return {
    outbox: {
      queued: Number(queued?.n ?? 0),
      oldestQueuedAt: oldest?.toISOString() ?? null,
      oldestQueuedAgeSeconds: oldest
        ? Math.max(0, Math.floor((now.getTime() - oldest.getTime()) / 1000))
        : null,
    },
    failures: {
      last24Hours: Number(recent?.n ?? 0),
      lastFailureAt: lastFailureAt?.toISOString() ?? null,
      lastError:
        lastError && lastError.length > ERROR_SUMMARY_MAX
          ? `${lastError.slice(0, ERROR_SUMMARY_MAX - 1)}…`
          : lastError,
    },
  };
}
