import type { AudienceFilter } from '@campaign/shared';
import { BaseModel } from './base-model';

/** A saved segment of the mailing audience (table `newsletter_segments`, admin-segments.ts). */
export class NewsletterSegment extends BaseModel {
  static override tableName = 'newsletter_segments';
  static override hasUpdatedAt = true;
  static override dateAttributes = ['createdAt', 'updatedAt'];
  static override jsonAttributes = ['filter'];

  declare id: number;
  declare name: string;
  declare filter: AudienceFilter;
  declare createdBy: string | null;
  declare createdAt: Date;
  declare updatedAt: Date;
}
