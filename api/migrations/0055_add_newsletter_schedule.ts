import type { Knex } from 'knex';

/**
 * A newsletter's audience and send time (docs/decisions/046-mailing-audience.md): `audience` is
 * the filter it goes to (JSON text; null on newsletters sent before, which went to the confirmed
 * subscribers), `audience_label` what the console calls it (a segment's name when chosen), and
 * `scheduled_at` when a `scheduled` one is due. The scheduler reads due rows by status and time.
 * Expand-only: the previous release neither reads nor writes them, and never sees `scheduled`
 * unless an organiser schedules with this one.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_editions', (table) => {
    table.text('audience').nullable();
    table.string('audience_label', 120).nullable();
    table.datetime('scheduled_at', { precision: 3 }).nullable();
    table.index(['status', 'scheduled_at'], 'newsletter_editions_due_index');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('newsletter_editions', (table) => {
    table.dropIndex(['status', 'scheduled_at'], 'newsletter_editions_due_index');
    table.dropColumn('audience');
    table.dropColumn('audience_label');
    table.dropColumn('scheduled_at');
  });
}
