import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { startPeriodic } from '../maintenance/periodic';
import type { Retention } from '../maintenance/retention';
import { pruneSignInCounters } from './sign-in-throttle';
import { PURGE_INTERVAL_MS } from './session-policy';
import { purgeExpiredSessions } from './session-store';

/**
 * Deletes expired sessions and sign-in counters whose window has ended, now and then
 * every PURGE_INTERVAL_MS (reads also drop expired rows they meet), and applies the retention
 * settings when given (maintenance/retention.ts). The timer never keeps the process alive; the
 * returned function stops it before the database closes.
 */
export function startAuthMaintenance(
  db: Knex,
  logger: Logger,
  intervalMs = PURGE_INTERVAL_MS,
  retention?: Retention,
): () => void {
  return startPeriodic(async () => {
    try {
      const sessions = await purgeExpiredSessions(db);
      const counters = await pruneSignInCounters(db);
      if (sessions > 0 || counters > 0) {
        logger.debug('purged expired auth rows', { sessions, counters });
      }
    } catch (error) {
      logger.warn('could not purge expired sessions', { err: String(error) });
    }
    try {
      const kept = await retention?.run();
      if (kept && Object.values(kept).some((changed) => changed > 0)) {
        logger.info('applied retention settings', { ...kept });
      }
    } catch (error) {
      logger.warn('could not apply retention settings', { err: String(error) });
    }
  }, intervalMs);
}
