import type { IncomingMessage } from 'node:http';

/** The requests the server render sends to the API's own routes in this process. */
const inProcess = new WeakSet<IncomingMessage>();

/**
 * Marks `req` as sent by this process (the server render reading what a page shows, through
 * web/serve-web.ts), never by a client. Nothing a client sends can mark a request: the mark is
 * the request object itself, not a header.
 */
export function markInProcess(req: IncomingMessage): void {
  inProcess.add(req);
}

/**
 * Whether `req` came from this process's server render. The rate limits pass such reads: they
 * count clients, and the render is bounded by the page cache and RENDERS_AT_ONCE; counting it
 * would put every visitor's render under one address (127.0.0.1).
 */
export function isInProcess(req: IncomingMessage): boolean {
  return inProcess.has(req);
}
