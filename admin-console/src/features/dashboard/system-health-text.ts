import type { SystemHealth } from '@campaign/shared';
import { countOf, formatLocalDateTime } from '../../lib/format-time';

/** A queued email older than this is worth a look: the worker sends within seconds. */
export const STALE_QUEUE_SECONDS = 3600;

/** "under a minute", "5 minutes", "2 hours", "3 days". */
export function formatAge(seconds: number): string {
  if (seconds < 60) return 'under a minute';
  if (seconds < 3600) return countOf(Math.floor(seconds / 60), 'minute');
  if (seconds < 86_400) return countOf(Math.floor(seconds / 3600), 'hour');
  return countOf(Math.floor(seconds / 86_400), 'day');
}

/** One line per row of the System health card, in plain words. */
export function outboxText({ outbox }: SystemHealth): string {
  if (outbox.queued === 0 || outbox.oldestQueuedAgeSeconds === null) return 'No emails waiting.';
  return `${countOf(outbox.queued, 'email')} waiting; the oldest was queued ${formatAge(
    outbox.oldestQueuedAgeSeconds,
  )} ago.`;
}

export function failuresText({ failures }: SystemHealth): string {
  const latest = failures.lastFailureAt
    ? `Latest: ${formatLocalDateTime(failures.lastFailureAt)}`
    : null;
  if (failures.last24Hours === 0) {
    return latest ? `None in the last 24 hours. ${latest}.` : 'None recorded.';
  }
  return `${countOf(failures.last24Hours, 'email')} failed in the last 24 hours. ${latest ?? ''}`.trim();
}

export function backupText({ lastBackup }: SystemHealth): string {
  return lastBackup ? `Finished ${formatLocalDateTime(lastBackup.at)}.` : 'No backup recorded';
}
