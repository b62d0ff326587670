import type { ActivityEntity } from '@campaign/shared';
import { BaseModel } from './base-model';

/** One saved version of an article (or other edited content), kept so it can be restored. */
export class ContentRevision extends BaseModel {
  static override tableName = 'content_revisions';
  static override jsonAttributes = ['snapshot'];

  declare id: number;
  declare entity: ActivityEntity;
  declare entityKey: string;
  declare snapshot: Record<string, unknown>;
  declare createdBy: string | null;
  declare createdByEmail: string;
  declare createdAt: Date;
}
