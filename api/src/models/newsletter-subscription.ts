import type { SubscriptionStatus } from '@campaign/shared';
import type { AttributionColumns } from '../attribution/attribution-columns';
import { BaseModel } from './base-model';

/**
 * One email on the newsletter list (table `newsletters`); each email once. Its state and tokens
 * are kept by newsletter/subscriptions.ts.
 */
export class NewsletterSubscription extends BaseModel {
  static override tableName = 'newsletters';

  declare id: number;
  declare email: string;
  declare status: SubscriptionStatus;
  declare unsubscribeToken: string | null;
  declare consentAt: Date | null;
  declare consentVersion: string | null;
  declare createdAt: Date;
  /** Where the first sign-up came from (attribution/attribution-columns.ts). */
  declare utmSource: AttributionColumns['utmSource'];
  declare utmMedium: AttributionColumns['utmMedium'];
  declare utmCampaign: AttributionColumns['utmCampaign'];
  declare referrerHost: AttributionColumns['referrerHost'];
  declare referralCode: AttributionColumns['referralCode'];
  declare partner: AttributionColumns['partner'];
}
