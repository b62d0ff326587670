import type { AttributionFields } from '@campaign/shared';

/**
 * The attribution columns a pledge or subscription row carries (migration 0042), camelCase as
 * the Knex mappers snake them. `partner` is the code of the partner whose embedded form took it
 * (web/embed.ts); a form on the site itself leaves it empty.
 */
export interface AttributionColumns {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrerHost: string | null;
  /** The share code the visitor arrived with, kept raw (its meaning is the referrals'). */
  referralCode: string | null;
  partner: string | null;
}

export const ATTRIBUTION_COLUMN_NAMES = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'referrerHost',
  'referralCode',
  'partner',
] as const satisfies readonly (keyof AttributionColumns)[];

/**
 * A form's attribution fields (already cleaned by its schema) as the row's columns, with the
 * partner code of an embedded form (never a field a visitor sends: it is the embed's path).
 */
export const attributionColumns = (
  fields: AttributionFields,
  partner: string | null = null,
): AttributionColumns => ({
  utmSource: fields.utm_source ?? null,
  utmMedium: fields.utm_medium ?? null,
  utmCampaign: fields.utm_campaign ?? null,
  referrerHost: fields.referrer ?? null,
  referralCode: fields.ref ?? null,
  partner,
});
