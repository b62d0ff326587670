import nodemailer, { type SendMailOptions } from 'nodemailer';
import { isLoopbackHost, parseSmtpUrl, type SmtpServer } from './smtp-url';

/** What the mail worker needs of a transport: send one message, and let go of connections. */
export interface MailTransport {
  sendMail(message: SendMailOptions): Promise<unknown>;
  close(): void;
}

/**
 * How long one send may wait on the server. Well under the worker's claim on a batch
 * (worker.ts), so a batch never outlives its claim, and short enough that an unanswering server
 * holds a shutdown back by seconds, not minutes (nodemailer's own defaults are 2 and 10 minutes).
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 30_000,
  dnsTimeout: 10_000,
} as const;

/**
 * The transport options for a server. A password sent over plain SMTP could be read on the way,
 * so with credentials STARTTLS is required unless the server is this machine.
 */
export function smtpTransportOptions(server: SmtpServer) {
  return {
    host: server.host,
    port: server.port,
    secure: server.secure,
    requireTLS: !server.secure && server.auth !== undefined && !isLoopbackHost(server.host),
    ...(server.auth ? { auth: server.auth } : {}),
    ...SMTP_TIMEOUTS,
  };
}

/**
 * A nodemailer SMTP transport for SMTP_URL. Pooled, one connection at a time: a newsletter's
 * copies go out over one connection (a fresh one every 100 messages) instead of one each.
 */
export function createSmtpTransport(smtpUrl: string): MailTransport {
  return nodemailer.createTransport({
    ...smtpTransportOptions(parseSmtpUrl(smtpUrl)),
    pool: true,
    maxConnections: 1,
    maxMessages: 100,
  });
}
