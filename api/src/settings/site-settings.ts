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

/**
 * How long an instance reuses the settings it read for what it writes on every request (the
 * contact address in the footer of a pledge's welcome email). The instance that saves new
 * settings forgets its copy at once; other instances pick them up within this time.
 */
export const SITE_SETTINGS_MAX_AGE_MS = 30_000;

export interface CachedSiteSettings {
  /** The settings, read from the database at most once per SITE_SETTINGS_MAX_AGE_MS. */
  read(): Promise<SiteSettings>;
  /** Drops the copy: the next read goes to the database (after a save). */
  forget(): void;
}

/**
 * The site settings as a pledge or a sign-up needs them, without a database read per request.
 * A failed read is not kept: the next call tries again.
 */
export function cachedSiteSettings(
  models: Models,
  now: () => number,
  maxAgeMs = SITE_SETTINGS_MAX_AGE_MS,
): CachedSiteSettings {
  let copy: { readAt: number; settings: Promise<SiteSettings> } | null = null;
  return {
    read() {
      const at = now();
      if (copy === null || at - copy.readAt >= maxAgeMs) {
        const settings = loadSiteSettings(models);
        const entry = { readAt: at, settings };
        copy = entry;
        settings.catch(() => {
          if (copy === entry) copy = null;
        });
      }
      return copy.settings;
    },
    forget() {
      copy = null;
    },
  };
}
