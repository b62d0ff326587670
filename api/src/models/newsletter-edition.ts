import type { AudienceFilter, NewsletterEditionStatus } from '@campaign/shared';
import { BaseModel } from './base-model';

/** A newsletter written in the console (table `newsletter_editions`); see admin-newsletters.ts. */
export class NewsletterEdition extends BaseModel {
  static override tableName = 'newsletter_editions';
  static override dateAttributes = ['createdAt', 'sentAt', 'scheduledAt'];
  static override jsonAttributes = ['audience'];

  declare id: number;
  declare subject: string;
  /** Sanitised when written. */
  declare html: string;
  declare status: NewsletterEditionStatus;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
  declare recipients: number | null;
  /** Who it goes to (newsletter/audience.ts); null: the confirmed subscribers (sent before). */
  declare audience: AudienceFilter | null;
  /** What the console calls that audience: a segment's name, or its description. */
  declare audienceLabel: string | null;
  /** When a scheduled newsletter is due. */
  declare scheduledAt: Date | null;
}
