import { BaseModel } from './base-model';

/** A message sent through the contact form. */
export class Contact extends BaseModel {
  static override tableName = 'contacts';

  declare id: number;
  declare name: string;
  declare email: string;
  declare message: string;
  declare createdAt: Date;
}
