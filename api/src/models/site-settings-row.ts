import { BaseModel } from './base-model';

/** The id of the one row of site_settings. */
export const SITE_SETTINGS_ROW_ID = 1;

/**
 * The campaign's public details as last saved in the console (routes/admin-settings.ts). Read
 * through `siteSettingsWithDefaults`, which lays them over the built-in defaults.
 */
export class SiteSettingsRow extends BaseModel {
  static override tableName = 'site_settings';
  static override jsonAttributes = ['settings'];
  static override hasCreatedAt = false;
  static override hasUpdatedAt = true;
  static override dateAttributes = ['updatedAt'];

  declare id: number;
  declare settings: Record<string, unknown>;
  declare updatedAt: Date;
  declare updatedBy: string | null;
}
