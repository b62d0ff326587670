import type { Config } from '../config';
import { defaultMailFrom, parseMailbox, type Mailbox } from './mailbox';

/** What the parts of the site that write email need to know about it. */
export interface MailSettings {
  /** SMTP_URL is set: the mail worker delivers what is queued. */
  enabled: boolean;
  /** The sender of every email (MAIL_FROM, or its default). */
  from: Mailbox;
  /** Where contact-form notifications go (NOTIFY_EMAIL, else ADMIN_EMAIL); null: none are sent. */
  notifyTo: string | null;
  siteName: string;
  /** The site's origin: every link in an email is absolute on it. */
  publicUrl: string;
}

export function mailSettings(
  config: Pick<
    Config,
    'SMTP_URL' | 'MAIL_FROM' | 'NOTIFY_EMAIL' | 'ADMIN_EMAIL' | 'SITE_NAME' | 'PUBLIC_URL'
  >,
): MailSettings {
  return {
    enabled: config.SMTP_URL !== undefined,
    from:
      (config.MAIL_FROM ? parseMailbox(config.MAIL_FROM) : null) ??
      defaultMailFrom(config.SITE_NAME, config.PUBLIC_URL),
    notifyTo: config.NOTIFY_EMAIL ?? config.ADMIN_EMAIL ?? null,
    siteName: config.SITE_NAME,
    publicUrl: config.PUBLIC_URL,
  };
}
