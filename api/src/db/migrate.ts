import type { Knex } from 'knex';
import type { Logger } from '../logger';
import { isUniqueViolation } from './errors';
import * as createUsers from '../../migrations/0001_create_users';
import * as createSessions from '../../migrations/0002_create_sessions';
import * as createPageContent from '../../migrations/0003_create_page_content';
import * as createPledges from '../../migrations/0004_create_pledges';
import * as createContacts from '../../migrations/0005_create_contacts';
import * as createNewsletters from '../../migrations/0006_create_newsletters';
import * as createBlogPosts from '../../migrations/0007_create_blog_posts';
import * as createTips from '../../migrations/0008_create_tips';
import * as createContentSeeds from '../../migrations/0009_create_content_seeds';
import * as addUserCredentials from '../../migrations/0010_add_user_credentials';
import * as createLoginFailures from '../../migrations/0011_create_login_failures';
import * as createSignInLimits from '../../migrations/0012_create_sign_in_limits';
import * as createActivityLog from '../../migrations/0013_create_activity_log';
import * as addMessageStates from '../../migrations/0014_add_message_states';
import * as addPeopleSearchIndexes from '../../migrations/0015_add_people_search_indexes';
import * as addUserDisabled from '../../migrations/0016_add_user_disabled';
import * as createPasswordLinks from '../../migrations/0017_create_password_links';
import * as addSeedArticleImages from '../../migrations/0018_add_seed_article_images';
import * as createEmailOutbox from '../../migrations/0019_create_email_outbox';
import * as addBlogPostStatus from '../../migrations/0023_add_blog_post_status';
import * as createUploads from '../../migrations/0024_create_uploads';
import * as addNewsletterConsent from '../../migrations/0025_add_newsletter_consent';
import * as createNewsletterEditions from '../../migrations/0026_create_newsletter_editions';
import * as createSiteSettings from '../../migrations/0027_create_site_settings';
import * as addOutboxTemplateParams from '../../migrations/0028_add_outbox_template_params';
import * as addPageContentLocale from '../../migrations/0029_add_page_content_locale';
import * as createContentRevisions from '../../migrations/0030_create_content_revisions';
import * as createEditorDrafts from '../../migrations/0031_create_editor_drafts';
import * as addUploadDetails from '../../migrations/0032_add_upload_details';
import * as createArticlePreviewLinks from '../../migrations/0033_create_article_preview_links';
import * as addOutboxFormat from '../../migrations/0034_add_outbox_format';
import * as addOutboxSentAtIndex from '../../migrations/0035_add_outbox_sent_at_index';
import * as addOutboxLastFailureAt from '../../migrations/0036_add_outbox_last_failure_at';
import * as addOutboxMailboxWindowKey from '../../migrations/0037_add_outbox_mailbox_window_key';
import * as addContactNotification from '../../migrations/0038_add_contact_notification';
import * as addUserTwoFactor from '../../migrations/0039_add_user_two_factor';
import * as createRecoveryCodes from '../../migrations/0040_create_recovery_codes';
import * as createSignInPolicy from '../../migrations/0041_create_sign_in_policy';
import * as addAttribution from '../../migrations/0042_add_attribution';
import * as createVisitorDays from '../../migrations/0044_create_visitor_days';
import * as createVisitorDayTallies from '../../migrations/0045_create_visitor_day_tallies';
import * as addPledgeShareCodes from '../../migrations/0046_add_pledge_share_codes';
import * as addPledgeReferralCodeIndex from '../../migrations/0047_add_pledge_referral_code_index';
import * as createApiTokens from '../../migrations/0048_create_api_tokens';
import * as createWebhookEndpoints from '../../migrations/0049_create_webhook_endpoints';
import * as createWebhookDeliveries from '../../migrations/0050_create_webhook_deliveries';
import * as createPartners from '../../migrations/0051_create_partners';
import * as addPledgePartnerIndex from '../../migrations/0052_add_pledge_partner_index';
import * as addPledgeMailing from '../../migrations/0053_add_pledge_mailing';
import * as createNewsletterSegments from '../../migrations/0054_create_newsletter_segments';
import * as addNewsletterSchedule from '../../migrations/0055_add_newsletter_schedule';
import * as addNewsletterConfirmReminder from '../../migrations/0056_add_newsletter_confirm_reminder';

interface Migration {
  name: string;
  module: Knex.Migration;
}

/**
 * Every migration in order, imported statically: Knex's file loader would `import()` the .ts files
 * itself, which works under tsx but not under Vitest or a bundler. Migrations use literal column
 * sizes, never the app's constants, so each one creates the same table forever.
 * Add new migrations at the end; never rename or edit one that has shipped.
 */
export const MIGRATIONS: readonly Migration[] = [
  { name: '0001_create_users', module: createUsers },
  { name: '0002_create_sessions', module: createSessions },
  { name: '0003_create_page_content', module: createPageContent },
  { name: '0004_create_pledges', module: createPledges },
  { name: '0005_create_contacts', module: createContacts },
  { name: '0006_create_newsletters', module: createNewsletters },
  { name: '0007_create_blog_posts', module: createBlogPosts },
  { name: '0008_create_tips', module: createTips },
  { name: '0009_create_content_seeds', module: createContentSeeds },
  { name: '0010_add_user_credentials', module: addUserCredentials },
  { name: '0011_create_login_failures', module: createLoginFailures },
  { name: '0012_create_sign_in_limits', module: createSignInLimits },
  { name: '0013_create_activity_log', module: createActivityLog },
  { name: '0014_add_message_states', module: addMessageStates },
  { name: '0015_add_people_search_indexes', module: addPeopleSearchIndexes },
  { name: '0016_add_user_disabled', module: addUserDisabled },
  { name: '0017_create_password_links', module: createPasswordLinks },
  { name: '0018_add_seed_article_images', module: addSeedArticleImages },
  { name: '0019_create_email_outbox', module: createEmailOutbox },
  { name: '0023_add_blog_post_status', module: addBlogPostStatus },
  { name: '0024_create_uploads', module: createUploads },
  { name: '0025_add_newsletter_consent', module: addNewsletterConsent },
  { name: '0026_create_newsletter_editions', module: createNewsletterEditions },
  { name: '0027_create_site_settings', module: createSiteSettings },
  { name: '0028_add_outbox_template_params', module: addOutboxTemplateParams },
  { name: '0029_add_page_content_locale', module: addPageContentLocale },
  { name: '0030_create_content_revisions', module: createContentRevisions },
  { name: '0031_create_editor_drafts', module: createEditorDrafts },
  { name: '0032_add_upload_details', module: addUploadDetails },
  { name: '0033_create_article_preview_links', module: createArticlePreviewLinks },
  { name: '0034_add_outbox_format', module: addOutboxFormat },
  { name: '0035_add_outbox_sent_at_index', module: addOutboxSentAtIndex },
  { name: '0036_add_outbox_last_failure_at', module: addOutboxLastFailureAt },
  { name: '0037_add_outbox_mailbox_window_key', module: addOutboxMailboxWindowKey },
  { name: '0038_add_contact_notification', module: addContactNotification },
  { name: '0039_add_user_two_factor', module: addUserTwoFactor },
  { name: '0040_create_recovery_codes', module: createRecoveryCodes },
  { name: '0041_create_sign_in_policy', module: createSignInPolicy },
  { name: '0042_add_attribution', module: addAttribution },
  { name: '0044_create_visitor_days', module: createVisitorDays },
  { name: '0045_create_visitor_day_tallies', module: createVisitorDayTallies },
  { name: '0046_add_pledge_share_codes', module: addPledgeShareCodes },
  { name: '0047_add_pledge_referral_code_index', module: addPledgeReferralCodeIndex },
  { name: '0048_create_api_tokens', module: createApiTokens },
  { name: '0049_create_webhook_endpoints', module: createWebhookEndpoints },
  { name: '0050_create_webhook_deliveries', module: createWebhookDeliveries },
  { name: '0051_create_partners', module: createPartners },
  { name: '0052_add_pledge_partner_index', module: addPledgePartnerIndex },
  { name: '0053_add_pledge_mailing', module: addPledgeMailing },
  { name: '0054_create_newsletter_segments', module: createNewsletterSegments },
  { name: '0055_add_newsletter_schedule', module: addNewsletterSchedule },
  { name: '0056_add_newsletter_confirm_reminder', module: addNewsletterConfirmReminder },
];

const migrationSource: Knex.MigrationSource<Migration> = {
  getMigrations: () => Promise.resolve([...MIGRATIONS]),
  getMigrationName: (migration) => migration.name,
  getMigration: (migration) => Promise.resolve(migration.module),
};

export interface MigrateOptions {
  logger?: Logger;
  /** How long to wait for another instance that holds the migration lock. */
  lockWaitMs?: number;
  /**
   * The last migration to apply (by name) instead of all: a restore first brings an empty
   * database to the level of the archive it loads.
   */
  upTo?: string;
}

/** The migrations from the first up to `name`, included; throws when `name` is not one. */
function migrationsUpTo(name: string): Knex.MigrationSource<Migration> {
  const end = MIGRATIONS.findIndex((migration) => migration.name === name);
  if (end < 0) throw new Error(`No migration is named ${name}`);
  return { ...migrationSource, getMigrations: () => Promise.resolve(MIGRATIONS.slice(0, end + 1)) };
}

const MIGRATIONS_TABLE = 'knex_migrations';
const LOCK_TABLE = 'knex_migrations_lock';

/**
 * Creates Knex's two bookkeeping tables and the single lock row, exactly as Knex would. Knex does
 * this lazily with "check, then create/insert", which races when instances start together: one
 * of them fails on "table already exists", or two lock rows get inserted and the lock can never
 * be taken again. Here a concurrent creator is tolerated and the lock row has a fixed id.
 */
async function ensureMigrationTables(db: Knex): Promise<void> {
  const createIfMissing = async (name: string, build: (table: Knex.CreateTableBuilder) => void) => {
    if (await db.schema.hasTable(name)) return;
    try {
      await db.schema.createTable(name, build);
    } catch (error) {
      if (!(await db.schema.hasTable(name))) throw error;
    }
  };
  await createIfMissing(MIGRATIONS_TABLE, (table) => {
    table.increments();
    table.string('name');
    table.integer('batch');
    table.timestamp('migration_time');
  });
  await createIfMissing(LOCK_TABLE, (table) => {
    table.increments('index').primary();
    table.integer('is_locked');
  });
  if (!(await db(LOCK_TABLE).first())) {
    try {
      await db(LOCK_TABLE).insert({ index: 1, is_locked: 0 });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
}

/**
 * The database has migrations applied that this release does not know: a newer release upgraded
 * it (during a rolling deploy, or before a rollback of the code alone). This release cannot
 * tell what those migrations changed, so it does not start. The message is one line, printed as
 * it is by `runServer` (server.ts).
 */
export class NewerSchemaError extends Error {
  override name = 'NewerSchemaError';
  constructor(readonly unknownMigrations: readonly string[]) {
    super(
      `The database was upgraded by a newer release (it has migrations this release does not ` +
        `know: ${unknownMigrations.join(', ')}). Run the newer release, or restore the backup ` +
        `taken before the upgrade.`,
    );
  }
}

/** The migrations the database has applied that are not in `MIGRATIONS`, in the order applied. */
async function unknownMigrations(db: Knex): Promise<string[]> {
  const known = new Set(MIGRATIONS.map((migration) => migration.name));
  const applied = (await db(MIGRATIONS_TABLE).orderBy('id').pluck('name')) as string[];
  return applied.filter((name) => !known.has(name));
}

/** The migrations the database has applied, in order; none when it has no schema yet. */
export async function appliedMigrations(db: Knex): Promise<string[]> {
  if (!(await db.schema.hasTable(MIGRATIONS_TABLE))) return [];
  return (await db(MIGRATIONS_TABLE).orderBy('id').pluck('name')) as string[];
}

/** The migrations of this release the database has not applied yet, in order. */
export async function pendingMigrations(db: Knex): Promise<string[]> {
  const applied = new Set(await appliedMigrations(db));
  return MIGRATIONS.map((migration) => migration.name).filter((name) => !applied.has(name));
}

/** Knex's own answer to applied migrations it cannot find ("migration directory is corrupt"). */
const isMissingMigrations = (error: unknown) =>
  error instanceof Error && error.message.startsWith('The migration directory is corrupt');

/** Another instance is migrating: Knex's lock is taken, or SQLite's write lock is. */
function isBusyMigrating(error: unknown): boolean {
  const { name, code } = (error ?? {}) as { name?: unknown; code?: unknown };
  return name === 'MigrationLocked' || (typeof code === 'string' && code.startsWith('SQLITE_BUSY'));
}

/**
 * Brings the schema up to date under Knex's migration lock; a no-op when nothing is pending.
 * When several instances start together, the ones that find the lock taken wait and retry: by
 * the time they get it, the winner has applied everything and their run does nothing.
 * Rejects with `NewerSchemaError` when the database has migrations this release does not know.
 */
export async function migrateToLatest(db: Knex, options: MigrateOptions = {}): Promise<string[]> {
  const deadline = Date.now() + (options.lockWaitMs ?? 60_000);
  const source = options.upTo ? migrationsUpTo(options.upTo) : migrationSource;
  for (let attempt = 1; ; attempt++) {
    try {
      await ensureMigrationTables(db);
      const unknown = await unknownMigrations(db);
      if (unknown.length > 0) throw new NewerSchemaError(unknown);
      const [, applied] = (await db.migrate.latest({ migrationSource: source })) as [
        number,
        string[],
      ];
      if (applied.length > 0) options.logger?.info('database migrated', { applied });
      return applied;
    } catch (error) {
      // A newer instance applied a migration between the check above and Knex's own.
      if (isMissingMigrations(error)) {
        const unknown = await unknownMigrations(db);
        if (unknown.length > 0) throw new NewerSchemaError(unknown);
      }
      if (!isBusyMigrating(error) || Date.now() >= deadline) throw error;
      options.logger?.info('waiting for another instance to finish migrating', { attempt });
      await new Promise((resolve) => setTimeout(resolve, Math.min(250 * attempt, 2000)));
    }
  }
}
