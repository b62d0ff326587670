import type { NodemailerError } from 'nodemailer';
import { backoffDelayMs } from '../delivery/backoff';
import { redactUrlPasswords } from '../http/log-safety';

/**
 * When a failed email is tried again, and when the worker gives up. The delays double from 30 s
 * and stop growing at an hour, so a short outage costs seconds and a long one is tried hourly;
 * 30 attempts span about a day (63 minutes for the first seven, then one an hour). After that
 * the email is `failed` and waits for an admin's Retry in the Outbox view.
 */
export const RETRY_FIRST_DELAY_MS = 30_000;
export const RETRY_MAX_DELAY_MS = 60 * 60_000;
export const MAX_ATTEMPTS = 30;

/** How long to wait after the `attempts`-th failed attempt (1: the first). */
export function retryDelayMs(
  attempts: number,
  firstMs = RETRY_FIRST_DELAY_MS,
  maxMs = RETRY_MAX_DELAY_MS,
): number {
  return backoffDelayMs(attempts, firstMs, maxMs);
}

type SendError = Partial<Pick<NodemailerError, 'code' | 'responseCode' | 'permanent' | 'message'>>;

/**
 * The server refused this message or its recipient for good (a 5xx answer to MAIL FROM, RCPT TO
 * or the data, e.g. "550 no such mailbox"): sending it again would get the same answer. A failed
 * sign-in (535) is not: it is the site's configuration, which an admin may fix meanwhile.
 */
export function isPermanentRefusal(error: unknown): boolean {
  const { code, permanent } = (error ?? {}) as SendError;
  return permanent === true && (code === 'EENVELOPE' || code === 'EMESSAGE');
}

const LAST_ERROR_MAX = 500;

/**
 * The error as the Outbox view shows it (`last_error`): its code and message, e.g.
 * "ECONNECTION: connect ECONNREFUSED 127.0.0.1:2525" or "EENVELOPE 550: …". Anything that looks
 * like a URL password, and the SMTP password itself, is taken out.
 */
export function describeSendError(error: unknown, secrets: readonly string[] = []): string {
  const { code, responseCode, message } = (error ?? {}) as SendError;
  const label = [code, responseCode].filter((part) => part !== undefined).join(' ');
  let text = `${label ? `${label}: ` : ''}${typeof message === 'string' ? message : String(error)}`;
  for (const secret of secrets) if (secret) text = text.split(secret).join('[redacted]');
  text = redactUrlPasswords(text).replace(/\s+/g, ' ').trim();
  return text.length > LAST_ERROR_MAX ? `${text.slice(0, LAST_ERROR_MAX - 1)}…` : text;
}
