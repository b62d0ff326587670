import type { Knex } from 'knex';
import type { Models } from '../models';
import { SESSION_ABSOLUTE_MS } from './session-policy';

/** What koa-session keeps for a signed-in user (plus its own `_expire` and `_maxAge`). */
export interface SessionData extends Record<string, unknown> {
  userId?: string;
  /** When the user signed in (epoch ms): the session ends 12 hours later whatever happens. */
  createdAt?: number;
  /** "Firefox on Linux", from the User-Agent at sign-in (auth/session-details.ts). */
  device?: string | null;
  /** The network signed in from ("203.0.113.0/24"), never the full address. */
  network?: string | null;
  /**
   * A password was right but the account's second factor is still to come (routes/auth.ts):
   * no userId until it is. Short-lived, and dropped after a few wrong codes.
   */
  pendingSignIn?: { userId: string; returnTo: string; expiresAt: number; wrongCodes: number };
}

const sessionIds = new WeakMap<object, string>();

/** The id of the session the request carries (the store read it), for "this session" marks. */
export function currentSessionId(ctx: object): string | undefined {
  return sessionIds.get(ctx);
}

export interface SessionStoreOptions {
  models: Models;
  /** The clock; tests move it forward. */
  now?: () => number;
}

/** True when a session was created longer ago than the absolute lifetime allows. */
export function isPastAbsoluteLifetime(sess: SessionData, now: number): boolean {
  return typeof sess.createdAt !== 'number' || now - sess.createdAt > SESSION_ABSOLUTE_MS;
}

/**
 * koa-session's external store on the `sessions` table: the cookie holds only the (signed) id.
 * An expired or over-age row is deleted when it is read, besides the periodic purge.
 */
export function databaseSessionStore({ models, now = Date.now }: SessionStoreOptions) {
  const { Session } = models;
  return {
    async get(
      sid: string,
      _maxAge?: unknown,
      options?: { ctx?: object },
    ): Promise<SessionData | null> {
      if (options?.ctx) sessionIds.set(options.ctx, sid);
      const row = await Session.query().findById(sid);
      if (!row) return null;
      const sess = row.sess as SessionData;
      const at = now();
      if (row.expire.getTime() <= at || isPastAbsoluteLifetime(sess, at)) {
        await Session.query().deleteById(sid);
        return null;
      }
      return sess;
    },

    async set(
      sid: string,
      sess: SessionData,
      maxAge: number,
      options?: { changed?: boolean },
    ): Promise<void> {
      const expire = new Date(now() + maxAge);
      // A save that only renews an unchanged session (rolling) updates its row and never
      // recreates it: a session ended while this request was in flight (a disabled account, a
      // new password) stays ended.
      if (options?.changed === false) {
        await Session.query().patch({ sess, expire }).where('sid', sid);
        return;
      }
      await Session.query()
        .insert({ sid, sess, expire })
        .onConflict('sid')
        .merge(['sess', 'expire']);
    },

    async destroy(sid: string): Promise<void> {
      await Session.query().deleteById(sid);
    },
  };
}

/**
 * Ends every session of one user at once (disabled, deleted, a new password set, a second factor
 * reset), but the one whose id is `exceptSid` when given; answers how many. The user id lives inside each session's JSON, and staff sessions are few (a handful
 * of people, 12 hours at most each, expired rows purged), so they are read and matched here
 * rather than kept in step with a column of their own. Pass the write's transaction.
 */
export async function endSessionsOf(
  models: Models,
  userId: string,
  trx?: Knex.Transaction,
  exceptSid?: string,
): Promise<number> {
  const rows = await models.Session.query(trx).select('sid', 'sess');
  const sids = rows
    .filter((row) => (row.sess as SessionData | null)?.userId === userId && row.sid !== exceptSid)
    .map((row) => row.sid);
  if (sids.length === 0) return 0;
  return models.Session.query(trx).delete().whereIn('sid', sids);
}

/** Deletes every expired session row; answers how many went. */
export async function purgeExpiredSessions(db: Knex, now = Date.now()): Promise<number> {
  return db('sessions').where('expire', '<=', new Date(now)).delete();
}
