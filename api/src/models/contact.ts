import { BaseModel } from './base-model';

/**
 * `own`: a notification of its own; `digest`: waiting for the next digest; `digested`: listed
 * in one (maintenance/contact-digest.ts).
 */
export type ContactNotification = 'own' | 'digest' | 'digested';

/** A message sent through the contact form, and where it stands in the console's inbox. */
export class Contact extends BaseModel {
  static override tableName = 'contacts';
  static override dateAttributes = ['createdAt', 'readAt', 'handledAt'];

  declare id: number;
  declare name: string;
  declare email: string;
  declare message: string;
  declare createdAt: Date;
  /** When someone in the console first opened it; null while unread. */
  declare readAt: Date | null;
  /** When someone marked it dealt with; null while unhandled. A handled message is read. */
  declare handledAt: Date | null;
  /** How the organisers were told of it (routes/contact.ts); null: no one to tell. */
  declare notification: ContactNotification | null;
}
