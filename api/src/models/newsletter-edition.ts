import type { NewsletterEditionStatus } from '@campaign/shared';
import { BaseModel } from './base-model';

/** A newsletter written in the console (table `newsletter_editions`); see admin-newsletters.ts. */
export class NewsletterEdition extends BaseModel {
  static override tableName = 'newsletter_editions';
  static override dateAttributes = ['createdAt', 'sentAt'];

  declare id: number;
  declare subject: string;
  /** Sanitised when written. */
  declare html: string;
  declare status: NewsletterEditionStatus;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare sentAt: Date | null;
  declare recipients: number | null;
}
