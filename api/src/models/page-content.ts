import { BaseModel } from './base-model';

/** The page_content key where the social reach was kept before the site settings held it. */
export const STATS_PAGE_KEY = 'stats';

/**
 * What an organiser changed on one page (homepage, about, values, ...) in one locale, or the
 * legacy `stats` row that once held the social reach figure. Never the defaults themselves.
 * A page has one row per locale; today every row is DEFAULT_LOCALE's.
 */
export class PageContent extends BaseModel {
  static override tableName = 'page_content';
  static override jsonAttributes = ['content'];
  static override hasCreatedAt = false;
  static override hasUpdatedAt = true;
  static override dateAttributes = ['updatedAt'];

  declare id: number;
  declare pageKey: string;
  declare locale: string;
  declare content: Record<string, unknown>;
  declare updatedAt: Date;
  declare updatedBy: string | null;
}
