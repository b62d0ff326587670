import { randomBytes } from 'node:crypto';
import type { Knex } from 'knex';

/**
 * Pledgers join the mailing audience (docs/decisions/046-mailing-audience.md): each pledge keeps
 * the wording its pledger was shown beside the version and time it already had (0025), the
 * token of its one-click unsubscribe link, and when its pledger unsubscribed (the pledge itself
 * stays counted).
 *
 * Existing pledges were all taken under the one wording there has been: they get it, and a
 * consent time of their pledge time where none was recorded, in one statement. Their tokens are
 * random per row, so they are written in batches.
 */
const BACKFILL_ROWS = 500;
const WORDING_2026_11 =
  'By taking the pledge, you agree to receive emails from us about the campaign. You can unsubscribe at any time.';

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.string('consent_text', 500).nullable();
    // As the subscriptions' own (0025): the two are read together when a newsletter is sent.
    table.string('unsubscribe_token', 64).nullable().unique('pledges_unsubscribe_token_unique');
    table.datetime('unsubscribed_at', { precision: 3 }).nullable();
  });
  await knex('pledges')
    .whereNull('consent_text')
    .update({
      consent_text: WORDING_2026_11,
      consent_version: knex.raw('COALESCE(consent_version, ?)', ['pledge-2026-11']),
      consent_at: knex.raw('COALESCE(consent_at, created_at)'),
    });
  // A statement per BACKFILL_ROWS pledges, each row's token in a CASE: a large table takes a few
  // hundred statements, not one per pledge.
  for (let afterId = 0; ;) {
    const ids = (await knex('pledges')
      .where('id', '>', afterId)
      .whereNull('unsubscribe_token')
      .orderBy('id')
      .limit(BACKFILL_ROWS)
      .pluck('id')) as number[];
    if (ids.length === 0) break;
    const tokens = ids.flatMap((id) => [id, randomBytes(32).toString('base64url')]);
    await knex('pledges')
      .whereIn('id', ids)
      .update({
        unsubscribe_token: knex.raw(
          `CASE id ${ids.map(() => 'WHEN ? THEN ?').join(' ')} END`,
          tokens,
        ),
      });
    afterId = Number(ids.at(-1));
  }
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('pledges', (table) => {
    table.dropUnique(['unsubscribe_token'], 'pledges_unsubscribe_token_unique');
    table.dropColumn('consent_text');
    table.dropColumn('unsubscribe_token');
    table.dropColumn('unsubscribed_at');
  });
}
