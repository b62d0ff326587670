import { createRouter } from '../http/router';
import type { Knex } from 'knex';
import type { ApiErrorBody } from '@campaign/shared';
import { MIGRATIONS } from '../db/migrate';
import { errorForLog } from '../http/log-safety';

/** What the server tells the app about its own state. */
export interface Lifecycle {
  /** True once SIGTERM has arrived: finish what is running, take nothing new. */
  draining: boolean;
}

/** The readiness check gives up after this long: a load balancer should not wait longer. */
export const READY_TIMEOUT_MS = 2500;

const UNAVAILABLE: ApiErrorBody = { message: 'Service temporarily unavailable' };

/**
 * GET /api/ready, for load balancers: 200 when this instance can serve (the database answers
 * and every migration this code knows has been applied), 503 otherwise and while shutting
 * down. Once the schema has been seen up to date it is not read again; the database is asked
 * a trivial query each time.
 */
export function readyRouter({ db, lifecycle }: { db: Knex; lifecycle?: Lifecycle }) {
  const router = createRouter();
  let migrated = false;

  const check = async (): Promise<ApiErrorBody | null> => {
    await db.raw('select 1');
    if (migrated) return null;
    const applied = new Set(
      (await db('knex_migrations').select('name')).map((row: { name: string }) => row.name),
    );
    const pending = MIGRATIONS.filter((migration) => !applied.has(migration.name));
    if (pending.length > 0) return { message: 'Database schema is not up to date' };
    migrated = true;
    return null;
  };

  router.get('/ready', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    if (lifecycle?.draining) {
      ctx.status = 503;
      ctx.body = { message: 'Shutting down' } satisfies ApiErrorBody;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('readiness check timed out')), READY_TIMEOUT_MS);
    });
    const checking = check();
    checking.catch(() => undefined);
    try {
      const problem = await Promise.race([checking, timeout]);
      ctx.status = problem ? 503 : 200;
      ctx.body = problem ?? { status: 'ready' };
    } catch (error) {
      ctx.state.log.warn('not ready', { err: errorForLog(error) });
      ctx.status = 503;
      ctx.body = UNAVAILABLE;
    } finally {
      clearTimeout(timer);
    }
  });
  return router;
}
