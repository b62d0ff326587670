import type { ActivityAction, ActivityEntity } from '@campaign/shared';
import { BaseModel } from './base-model';

/** One line of the activity log: an admin write, who made it and when. */
export class ActivityEntry extends BaseModel {
  static override tableName = 'activity_log';

  declare id: number;
  declare userId: string | null;
  declare userEmail: string;
  declare action: ActivityAction;
  declare entity: ActivityEntity;
  declare entityId: string | null;
  declare summary: string;
  declare createdAt: Date;
}
