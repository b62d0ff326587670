import { z } from '../zod';
import { SHARE_CODE_PATTERN } from '../share-link';

/**
 * Where a pledge or a newsletter sign-up came from. Carried from the landing address to the
 * form without cookies or browser storage (as hidden form fields), and stored beside the
 * pledge or subscription.
 *
 * The landing address's parameters a visitor may arrive with: the usual campaign tags, and
 * `ref`, the share code of the pledger whose personal link brought them.
 */
export const ATTRIBUTION_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign', 'ref'] as const;
export type AttributionParam = (typeof ATTRIBUTION_PARAMS)[number];

/** The longest campaign tag kept; a longer one is cut, never refused. */
export const ATTRIBUTION_TAG_MAX = 100;

// A pledger's share code's pattern lives without zod, for the visitor pages that show codes.
export { SHARE_CODE_PATTERN } from '../share-link';

// eslint-disable-next-line no-control-regex -- control characters are what this removes
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f]/g;

/** Printable text without control characters, cut to `max`; anything else is dropped. */
const tag = (max: number) =>
  z
    .unknown()
    .transform((value) => {
      if (typeof value !== 'string') return undefined;
      const text = value.replace(CONTROL_CHARACTERS, '').trim().slice(0, max);
      return text === '' ? undefined : text;
    })
    .optional();

/** A host name as browsers send it in Referer (letters, digits, dots, hyphens), else dropped. */
const host = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' && /^[a-z0-9.-]{1,253}$/i.test(value)
      ? value.toLowerCase()
      : undefined,
  )
  .optional();

const shareCode = z
  .unknown()
  .transform((value) =>
    typeof value === 'string' && SHARE_CODE_PATTERN.test(value) ? value : undefined,
  )
  .optional();

/**
 * The attribution fields a pledge or sign-up form may carry. A visitor's pledge is never
 * refused for its attribution: a malformed value is dropped, an over-long tag cut.
 */
export const attributionFieldsSchema = z.object({
  utm_source: tag(ATTRIBUTION_TAG_MAX),
  utm_medium: tag(ATTRIBUTION_TAG_MAX),
  utm_campaign: tag(ATTRIBUTION_TAG_MAX),
  /** The host of the site that referred the visitor to the landing page. */
  referrer: host,
  /** The share code of the pledger whose personal link brought the visitor. */
  ref: shareCode,
});
export type AttributionFields = z.infer<typeof attributionFieldsSchema>;
