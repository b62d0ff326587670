import { createRouter } from '../http/router';
import type { Knex } from 'knex';
import type { ApiErrorBody } from '@campaign/shared';
import { MIGRATIONS } from '../db/migrate';
import type { Config } from '../config';
import { errorForLog } from '../http/log-safety';
import { mailSettings } from '../mail/settings';
import { folderIsWritable } from '../uploads/folder-writable';
import { uploadsDirFor } from '../uploads/storage';

/** What the server tells the app about its own state. */
export interface Lifecycle {
  /** True once SIGTERM has arrived: finish what is running, take nothing new. */
  draining: boolean;
}

/** The readiness check gives up after this long: a load balancer should not wait longer. */
export const READY_TIMEOUT_MS = 2500;

const UNAVAILABLE: ApiErrorBody = { message: 'Service temporarily unavailable' };
const UPLOADS_NOT_WRITABLE: ApiErrorBody = { message: 'The uploads folder is not writable' };

/** A ready instance's answer; `warnings` only when something needs an operator's attention. */
export interface ReadyBody {
  status: 'ready';
  warnings?: string[];
}

export const MAIL_NOT_CONFIGURED =
  'Email is not configured (SMTP_URL is unset): emails wait in the outbox and nothing is sent';

/** What is worth an operator's attention but does not stop this instance serving. */
function warningsFor(config: Pick<Config, 'NODE_ENV'> & Parameters<typeof mailSettings>[0]) {
  const warnings: string[] = [];
  if (config.NODE_ENV === 'production' && !mailSettings(config).enabled) {
    warnings.push(MAIL_NOT_CONFIGURED);
  }
  return warnings;
}

/**
 * GET /api/ready, for load balancers: 200 when this instance can serve (the database answers,
 * every migration this code knows has been applied, and a file can be written in the uploads
 * folder), 503 otherwise and while shutting down. Once the schema has been seen up to date it
 * is not read again; the database is asked a trivial query and the uploads folder gets a small
 * file written and removed each time. A ready answer lists `warnings` when something needs an
 * operator but does not stop serving (email not configured in production).
 */
export function readyRouter({
  db,
  lifecycle,
  config,
}: {
  db: Knex;
  lifecycle?: Lifecycle | undefined;
  config: Config;
}) {
  const router = createRouter();
  let migrated = false;
  const uploadsDir = uploadsDirFor(config);
  const warnings = warningsFor(config);
  const ready: ReadyBody =
    warnings.length > 0 ? { status: 'ready', warnings } : { status: 'ready' };

  const check = async (): Promise<ApiErrorBody | null> => {
    await db.raw('select 1');
    if (!migrated) {
      const applied = new Set(
        (await db('knex_migrations').select('name')).map((row: { name: string }) => row.name),
      );
      const pending = MIGRATIONS.filter((migration) => !applied.has(migration.name));
      if (pending.length > 0) return { message: 'Database schema is not up to date' };
      migrated = true;
    }
    if (!(await folderIsWritable(uploadsDir))) return UPLOADS_NOT_WRITABLE;
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
      if (problem) ctx.state.log.warn('not ready', { reason: problem.message });
      ctx.status = problem ? 503 : 200;
      ctx.body = problem ?? ready;
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
