/**
 * SMTP_URL: where the mail worker delivers. `smtp://user:pass@host:587` (STARTTLS when the server
 * offers it; required when there is a password and the server is not this machine) or
 * `smtps://user:pass@host:465` (TLS from the first byte). User and password are optional and
 * percent-encoded as in any URL. The password never leaves this module except into the
 * transport's options: `describeSmtpServer` is what logs and the console may show.
 */

export interface SmtpServer {
  /** TLS from the start (smtps://); otherwise STARTTLS. */
  secure: boolean;
  host: string;
  port: number;
  /** Credentials, when the URL carries a user. */
  auth?: { user: string; pass: string };
}

export class SmtpUrlError extends Error {
  override name = 'SmtpUrlError';
}

const DEFAULT_PORTS = { 'smtp:': 587, 'smtps:': 465 } as const;

/**
 * Reads SMTP_URL. The error messages never repeat the URL, which may carry a password.
 */
export function parseSmtpUrl(text: string): SmtpServer {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new SmtpUrlError('must look like smtp://user:pass@host:587 or smtps://user:pass@host');
  }
  if (url.protocol !== 'smtp:' && url.protocol !== 'smtps:') {
    throw new SmtpUrlError('must start with smtp:// or smtps://');
  }
  if (!url.hostname) throw new SmtpUrlError('must name the SMTP server: smtp://host:587');
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) {
    throw new SmtpUrlError('must be only smtp(s)://user:pass@host:port, without a path or query');
  }
  if (url.password && !url.username) {
    throw new SmtpUrlError('has a password but no user name');
  }
  let user: string;
  let pass: string;
  try {
    user = decodeURIComponent(url.username);
    pass = decodeURIComponent(url.password);
  } catch {
    throw new SmtpUrlError('has a user name or password that is not valid percent-encoding');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return {
    secure: url.protocol === 'smtps:',
    host,
    port: url.port ? Number(url.port) : DEFAULT_PORTS[url.protocol],
    ...(user ? { auth: { user, pass } } : {}),
  };
}

/** `smtps://mail.example.org:465`: the server without its credentials, for logs. */
export function describeSmtpServer(server: SmtpServer): string {
  const host = server.host.includes(':') ? `[${server.host}]` : server.host;
  return `${server.secure ? 'smtps' : 'smtp'}://${host}:${server.port}`;
}

/** This machine: plain SMTP to it never crosses a network another party could read. */
export function isLoopbackHost(host: string): boolean {
  return host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
}
