import { z } from '../zod';
import { cleanAttributionTag, cleanReferrerHost, cleanShareCode } from '../attribution';

// Where a pledge or a newsletter sign-up came from. Carried from the landing address to the
// form without cookies or browser storage (as hidden form fields; the parameters, cleaners and
// carrying are in shared/src/attribution.ts), and stored beside the pledge or subscription.

/** A field that keeps what `clean` makes of any value, and drops (undefined) the rest. */
const dropped = (clean: (value: unknown) => string | undefined) =>
  z.unknown().transform(clean).optional();

/**
 * The attribution fields a pledge or sign-up form may carry. A visitor's pledge is never
 * refused for its attribution: a malformed value is dropped, an over-long tag cut.
 */
export const attributionFieldsSchema = z.object({
  utm_source: dropped(cleanAttributionTag),
  utm_medium: dropped(cleanAttributionTag),
  utm_campaign: dropped(cleanAttributionTag),
  /** The host of the site that referred the visitor to the landing page. */
  referrer: dropped(cleanReferrerHost),
  /** The share code of the pledger whose personal link brought the visitor. */
  ref: dropped(cleanShareCode),
});
export type AttributionFields = z.infer<typeof attributionFieldsSchema>;
