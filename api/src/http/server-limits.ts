import http from 'node:http';

/**
 * Limits of the HTTP server itself, so slow or idle clients cannot hold connections (and the
 * memory behind them) for long:
 * - the request line and headers must arrive within 10 s, the whole request (body included)
 *   within 30 s (a client dripping one byte a second is dropped then);
 * - a connection with no traffic for 15 s is closed (a body that stops half way);
 * - an idle kept-alive connection closes after 5 s, and one connection serves at most 1000
 *   requests;
 * - Node checks those request deadlines every second rather than every 30 s.
 * nginx applies its own, similar limits in front of the API in the production topology.
 */
export const SERVER_LIMITS = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  idleSocketMs: 15_000,
  keepAliveTimeoutMs: 5_000,
  maxRequestsPerSocket: 1000,
  checkEveryMs: 1000,
} as const;

export type ServerLimits = { [K in keyof typeof SERVER_LIMITS]: number };

export function createHttpServer(limits: ServerLimits = SERVER_LIMITS): http.Server {
  const server = http.createServer({
    headersTimeout: limits.headersTimeoutMs,
    requestTimeout: limits.requestTimeoutMs,
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    connectionsCheckingInterval: limits.checkEveryMs,
  });
  server.timeout = limits.idleSocketMs;
  server.maxRequestsPerSocket = limits.maxRequestsPerSocket;
  return server;
}
