import type { Knex } from 'knex';
import { systemHealthQuerySchema, type SystemHealth } from '@campaign/shared';
import { createAdminOnlyRouter } from '../auth/current-user';
import { parseQuery } from '../http/validate';
import { newestBackup } from '../backup/backup-files';
import { outboxHealth } from '../mail/outbox-health';
import type { MailSettings } from '../mail/settings';

export const MAIL_CONFIGURED = 'Email is sent through the mail server set in SMTP_URL.';
export const MAIL_NOT_CONFIGURED =
  'Email is not set up (SMTP_URL is unset): emails wait in the outbox and nothing is sent.';

/**
 * GET /api/admin/system-health (admins only: an admin-only router): whether email is set
 * up, the outbox's backlog and failures, and the newest archive in the backup folder (null when
 * there is none: `pnpm backup` has not run there, or archives are kept elsewhere).
 */
export function adminSystemHealthRouter({
  db,
  mail,
  clock,
  backupDir,
}: {
  db: Knex;
  mail: MailSettings;
  clock: () => Date;
  backupDir: string;
}) {
  const router = createAdminOnlyRouter();
  router.get('/system-health', async (ctx) => {
    parseQuery(systemHealthQuerySchema, ctx.query);
    ctx.body = {
      mail: {
        configured: mail.enabled,
        summary: mail.enabled ? MAIL_CONFIGURED : MAIL_NOT_CONFIGURED,
      },
      ...(await outboxHealth(db, clock())),
      lastBackup: await lastBackup(backupDir),
    } satisfies SystemHealth;
  });
  return router;
}

async function lastBackup(dir: string): Promise<SystemHealth['lastBackup']> {
  const newest = await newestBackup(dir);
  return newest
    ? { at: newest.time.toISOString(), fileName: newest.fileName, bytes: newest.bytes }
    : null;
}
