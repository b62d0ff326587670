import { Redis } from 'ioredis';
import type { Middleware, ParameterizedContext } from 'koa';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import type { AppState } from '../app-state';
import type { Logger } from '../logger';
import { clientKey } from './client-key';
import { HttpError } from './errors';
import { isInProcess } from './in-process-request';

/**
 * Per-client rate limits for the visitor form posts, with rate-limiter-flexible. A window starts
 * at a client's first request and lasts the configured time; the first `limit` requests in it
 * pass, the rest get 429 with Retry-After until it ends. Counters live in this process's memory
 * (one instance) or in Redis (every instance shares them). When Redis does not answer, each
 * instance counts in its own memory until Redis is back (the library's insurance limiter): the
 * limit still holds per instance, and no pledge is refused because Redis is down.
 *
 * Each limit is attached to the route it protects (see routes/pledges.ts), so it counts exactly
 * the requests that route answers, whatever spelling reached it.
 */

export interface RateLimitBackend {
  readonly kind: 'memory' | 'redis';
  /** A counter allowing `points` requests per `durationMs` for each client, named `name`. */
  limiter(name: string, points: number, durationMs: number): RateLimiterAbstract;
  /**
   * Resolves once the store can count (Redis connected), or after `timeoutMs` if it cannot: the
   * server waits for it before listening, so its first requests are counted in the shared store.
   */
  ready(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const memoryLimiter = (name: string, points: number, durationMs: number) =>
  new RateLimiterMemory({ keyPrefix: name, points, duration: durationMs / 1000 });

/** Counters in this process's memory. */
export function memoryBackend(): RateLimitBackend {
  return {
    kind: 'memory',
    limiter: memoryLimiter,
    ready: () => Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/** Counters in Redis, with per-process memory counters while Redis cannot answer. */
export function redisBackend(
  url: string,
  options: { logger?: Logger | undefined; prefix?: string } = {},
): RateLimitBackend & { redis: Redis } {
  const prefix = options.prefix ?? 'campaign:rate-limit:';
  const redis = new Redis(url, {
    // Fail fast rather than queue: a request must not wait for Redis to come back.
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    commandTimeout: 500,
    retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
  });
  let lastWarning = 0;
  // Without a listener ioredis would crash the process on a connection error.
  redis.on('error', (error: Error & { code?: string }) => {
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    options.logger?.warn('redis unavailable, rate limits counted per instance', {
      code: error.code,
      detail: error.message,
    });
  });
  return {
    kind: 'redis',
    redis,
    limiter: (name, points, durationMs) =>
      new RateLimiterRedis({
        storeClient: redis,
        keyPrefix: `${prefix}${name}`,
        points,
        duration: durationMs / 1000,
        rejectIfRedisNotReady: true,
        insuranceLimiter: memoryLimiter(name, points, durationMs),
      }),
    ready: (timeoutMs = 2000) =>
      redis.status === 'ready'
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            const done = () => {
              clearTimeout(timer);
              redis.off('ready', done);
              resolve();
            };
            const timer = setTimeout(done, timeoutMs);
            redis.once('ready', done);
          }),
    async close() {
      try {
        await redis.quit();
      } catch {
        redis.disconnect();
      }
    },
  };
}

export function createRateLimitBackend(
  config: { REDIS_URL?: string | undefined },
  logger?: Logger,
): RateLimitBackend {
  return config.REDIS_URL ? redisBackend(config.REDIS_URL, { logger }) : memoryBackend();
}

function waitMessage(seconds: number): string {
  if (seconds > 90)
    return `Too many requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/**
 * Route middleware: counts the request against `limiter` for its client and answers 429 with
 * Retry-After once the client's window is full. A limit of 0 turns it off. The server render's
 * reads in this process are never counted.
 */
export function rateLimit(
  name: string,
  limiter: RateLimiterAbstract | null,
  // Whom the limit counts: the client's network by default; a read API token counts itself.
  keyOf: (ctx: ParameterizedContext<AppState>) => string = (ctx) => clientKey(ctx.ip),
): Middleware<AppState> {
  let lastWarning = 0;
  return async (ctx, next) => {
    // The server render's own reads (http/in-process-request.ts) are not a client's.
    if (!limiter || isInProcess(ctx.req)) return next();
    try {
      await limiter.consume(keyOf(ctx));
    } catch (rejection) {
      if (rejection instanceof RateLimiterRes) {
        const seconds = Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        ctx.state.log.info('rate limited', { limit: name });
        ctx.state.metrics?.rateLimited.inc({ limiter: name });
        throw new HttpError(429, waitMessage(seconds), undefined, {
          'Retry-After': String(seconds),
        });
      }
      // Only a store without insurance can fail here; losing the limit beats refusing pledges.
      if (Date.now() - lastWarning > 30_000) {
        lastWarning = Date.now();
        ctx.state.log.warn('rate limiting unavailable, requests pass', {
          detail: (rejection as Error)?.message,
        });
      }
    }
    await next();
  };
}

export interface FormRateLimits {
  pledges: Middleware<AppState>;
  contact: Middleware<AppState>;
  newsletter: Middleware<AppState>;
  /** The read API (/api/v1): counted per network before the token is checked, then per token. */
  readApi: { perClient: Middleware<AppState>; perToken: Middleware<AppState> };
  /** A pledger's private referrals page and its data, and the leaderboard. */
  referrals: Middleware<AppState>;
}

/** The visitor form posts' limits from the configuration, each with its own counter. */
export function formRateLimits(
  config: {
    RATE_LIMIT_WINDOW_MS: number;
    RATE_LIMIT_PLEDGES: number;
    RATE_LIMIT_CONTACT: number;
    RATE_LIMIT_NEWSLETTER: number;
    RATE_LIMIT_READ_API: number;
    RATE_LIMIT_REFERRALS: number;
  },
  backend: RateLimitBackend,
): FormRateLimits {
  const limit = (name: string, points: number) =>
    rateLimit(name, points > 0 ? backend.limiter(name, points, config.RATE_LIMIT_WINDOW_MS) : null);
  return {
    pledges: limit('pledges', config.RATE_LIMIT_PLEDGES),
    contact: limit('contact', config.RATE_LIMIT_CONTACT),
    newsletter: limit('newsletter', config.RATE_LIMIT_NEWSLETTER),
    readApi: {
      perClient: limit('read-api-clients', config.RATE_LIMIT_READ_API),
      perToken: rateLimit(
        'read-api',
        config.RATE_LIMIT_READ_API > 0
          ? backend.limiter('read-api', config.RATE_LIMIT_READ_API, config.RATE_LIMIT_WINDOW_MS)
          : null,
        // Set by the token guard that runs before it (routes/read-api.ts).
        (ctx) => `token:${String((ctx.state as { token?: { id: number } }).token?.id)}`,
      ),
    },
    referrals: limit('referrals', config.RATE_LIMIT_REFERRALS),
  };
}
