import type { AttributionColumns } from '../attribution/attribution-columns';
import { BaseModel } from './base-model';

export class Pledge extends BaseModel {
  static override tableName = 'pledges';
  static override dateAttributes = ['createdAt', 'consentAt', 'unsubscribedAt'];

  declare id: number;
  declare name: string;
  /** Trimmed, lower-cased and unique. */
  declare email: string;
  declare createdAt: Date;
  /** When, and under which wording version, the pledger agreed to campaign email. */
  declare consentAt: Date | null;
  declare consentVersion: string | null;
  /** The wording itself, as shown (CONSENT_WORDING in shared/src/forms.ts). */
  declare consentText: string | null;
  /** In the one-click unsubscribe link of every campaign email to the pledger. */
  declare unsubscribeToken: string | null;
  /** When the pledger unsubscribed from campaign email; the pledge still counts. */
  declare unsubscribedAt: Date | null;
  /** Where the pledge came from (attribution/attribution-columns.ts). */
  declare utmSource: AttributionColumns['utmSource'];
  declare utmMedium: AttributionColumns['utmMedium'];
  declare utmCampaign: AttributionColumns['utmCampaign'];
  declare referrerHost: AttributionColumns['referrerHost'];
  declare referralCode: AttributionColumns['referralCode'];
  declare partner: AttributionColumns['partner'];
  /** The pledger's own share code, in their personal link (referrals/codes.ts). */
  declare shareCode: string | null;
  /** SHA-256 of the token that opens the pledger's private referrals page. */
  declare referralPageTokenHash: string | null;
  /** The pledger chose to appear by first name on the /impact leaderboard. */
  declare onLeaderboard: boolean;
}
