import { BaseModel } from './base-model';

/** A server-side session: `sess` is the session data, `expire` when it stops being valid. */
export class Session extends BaseModel {
  static override tableName = 'sessions';
  static override idColumn = 'sid';
  static override jsonAttributes = ['sess'];
  static override hasCreatedAt = false;
  static override dateAttributes = ['expire'];

  declare sid: string;
  declare sess: Record<string, unknown>;
  declare expire: Date;
}
