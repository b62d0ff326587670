import { createHash } from 'node:crypto';
import type { AccountSession } from '@campaign/shared';
import type { Models } from '../models';
import { SESSION_IDLE_MS } from './session-policy';
import type { SessionData } from './session-store';

/**
 * An account's own signed-in sessions, as its session list shows them. A session is named by a
 * digest of its id: the id itself is the cookie's secret and never leaves the server.
 */
export function publicSessionId(sid: string): string {
  return createHash('sha256').update(sid).digest('base64url').slice(0, 22);
}

/** The account's sessions still valid at `now`, the most recently used first. */
export async function sessionsOf(
  models: Models,
  userId: string,
  currentSid: string | undefined,
  now: number,
): Promise<AccountSession[]> {
  const rows = await models.Session.query().select('sid', 'sess', 'expire');
  return rows
    .filter((row) => (row.sess as SessionData | null)?.userId === userId)
    .filter((row) => row.expire.getTime() > now)
    .map((row) => {
      const sess = row.sess as SessionData;
      return {
        id: publicSessionId(row.sid),
        current: row.sid === currentSid,
        createdAt:
          typeof sess.createdAt === 'number' ? new Date(sess.createdAt).toISOString() : null,
        // Each request renews the row's expiry by the idle time (rolling): it was last used then.
        lastSeenAt: new Date(row.expire.getTime() - SESSION_IDLE_MS).toISOString(),
        device: sess.device ?? null,
        network: sess.network ?? null,
      } satisfies AccountSession;
    })
    .sort((a, b) => b.lastSeenAt.localeCompare(a.lastSeenAt));
}

/** Ends the account's session named `id`; false when the account has none of that name. */
export async function endSessionNamed(models: Models, userId: string, id: string) {
  const rows = await models.Session.query().select('sid', 'sess');
  const row = rows.find(
    (candidate) =>
      (candidate.sess as SessionData | null)?.userId === userId &&
      publicSessionId(candidate.sid) === id,
  );
  if (!row) return false;
  return (await models.Session.query().deleteById(row.sid)) > 0;
}
