import { BaseModel } from './base-model';

/** One email on the newsletter list (table `newsletters`); each email once. */
export class NewsletterSubscription extends BaseModel {
  static override tableName = 'newsletters';

  declare id: number;
  declare email: string;
  declare createdAt: Date;
}
