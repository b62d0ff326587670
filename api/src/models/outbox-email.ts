import type { EmailKind, EmailStatus } from '../mail/outbox';
import { BaseModel } from './base-model';

/** One email in the outbox (table `email_outbox`, see mail/outbox.ts). */
export class OutboxEmail extends BaseModel {
  static override tableName = 'email_outbox';
  static override jsonAttributes = ['headers', 'templateParams'];
  static override dateAttributes = [
    'createdAt',
    'nextAttemptAt',
    'claimedUntil',
    'sentAt',
    'lastFailureAt',
  ];

  declare id: number;
  declare kind: EmailKind;
  declare toAddress: string;
  declare replyTo: string | null;
  declare subject: string;
  declare html: string;
  declare text: string;
  declare headers: Record<string, string>;
  /**
   * Set when the email was queued by its template's parameters: html and text are empty, and
   * mail/outbox-bodies.ts renders them when the email is sent or shown.
   */
  declare templateParams: Record<string, string> | null;
  /** The row format a worker must know to send it (`OUTBOX_FORMAT`, mail/outbox.ts). */
  declare format: number;
  declare status: EmailStatus;
  declare attempts: number;
  declare nextAttemptAt: Date;
  declare claimedBy: string | null;
  declare claimedUntil: Date | null;
  declare sentAt: Date | null;
  declare lastError: string | null;
  /** When the latest failed attempt was made (null: none failed, or failed before it was kept). */
  declare lastFailureAt: Date | null;
  declare newsletterId: number | null;
  declare createdAt: Date;
}
