import type { Knex } from 'knex';
import { siteSettingsWithDefaults, type SiteSettings } from '@campaign/shared';
import { SITE_SETTINGS_ROW_ID, type Models } from '../models';

/** The site settings as saved, laid over the defaults (a fresh site answers the defaults). */
export async function loadSiteSettings(
  { SiteSettingsRow }: Models,
  trx?: Knex.Transaction,
): Promise<SiteSettings> {
  const row = await SiteSettingsRow.query(trx).findById(SITE_SETTINGS_ROW_ID);
  return siteSettingsWithDefaults(row?.settings);
}
