import { isIPv6 } from 'node:net';
import { Redis } from 'ioredis';
import type { Middleware } from 'koa';
import type { AppState } from '../app';
import type { Logger } from '../logger';
import { HttpError } from './errors';

/**
 * Per-client fixed-window rate limits for the visitor form posts. A window starts at a client's
 * first request and lasts `windowMs`; the first `limit` requests in it pass, the rest get 429
 * with Retry-After until it ends. Counters live in this process (one instance) or in Redis
 * (several instances share them). If Redis cannot answer, requests pass and a warning is logged:
 * losing abuse protection for a while is better than refusing every pledge.
 */

export interface RateLimitHit {
  /** Requests counted in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends. */
  resetInMs: number;
}

export interface RateLimitStore {
  readonly kind: 'memory' | 'redis';
  /** Counts one request under `key` and answers the window's count so far. */
  hit(key: string, windowMs: number): Promise<RateLimitHit>;
  close(): Promise<void>;
}

/** Counters in this process's memory, swept as windows end; bounded in the number of keys. */
export class MemoryRateLimitStore implements RateLimitStore {
  readonly kind = 'memory';
  readonly #windows = new Map<string, { count: number; resetAt: number }>();
  readonly #maxKeys: number;
  readonly #now: () => number;
  readonly #sweeper: NodeJS.Timeout;

  constructor(options: { maxKeys?: number; now?: () => number; sweepEveryMs?: number } = {}) {
    this.#maxKeys = options.maxKeys ?? 100_000;
    this.#now = options.now ?? Date.now;
    this.#sweeper = setInterval(() => this.sweep(), options.sweepEveryMs ?? 30_000);
    this.#sweeper.unref();
  }

  hit(key: string, windowMs: number): Promise<RateLimitHit> {
    const now = this.#now();
    let window = this.#windows.get(key);
    if (!window || window.resetAt <= now) {
      if (window) this.#windows.delete(key);
      if (this.#windows.size >= this.#maxKeys) this.#evict();
      window = { count: 0, resetAt: now + windowMs };
      this.#windows.set(key, window);
    }
    window.count++;
    return Promise.resolve({ count: window.count, resetInMs: window.resetAt - now });
  }

  /** Drops ended windows. */
  sweep(): void {
    const now = this.#now();
    for (const [key, window] of this.#windows) if (window.resetAt <= now) this.#windows.delete(key);
  }

  get size(): number {
    return this.#windows.size;
  }

  /** Full: drop ended windows, then the oldest ones (a Map iterates in insertion order). */
  #evict(): void {
    this.sweep();
    const excess = this.#windows.size - Math.floor(this.#maxKeys * 0.9);
    if (excess <= 0) return;
    let dropped = 0;
    for (const key of this.#windows.keys()) {
      if (dropped++ >= excess) break;
      this.#windows.delete(key);
    }
  }

  close(): Promise<void> {
    clearInterval(this.#sweeper);
    this.#windows.clear();
    return Promise.resolve();
  }
}

/** INCR, and start the window's expiry on its first hit (also repairs a key left without TTL). */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if count == 1 or ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

type RedisWithHit = Redis & {
  rateLimitHit(key: string, windowMs: number): Promise<[number, number]>;
};

/** Counters in Redis, shared by every API instance pointed at it. */
export class RedisRateLimitStore implements RateLimitStore {
  readonly kind = 'redis';
  readonly #redis: RedisWithHit;
  readonly #prefix: string;
  #noWaitUntil = 0;

  constructor(url: string, options: { logger?: Logger; prefix?: string } = {}) {
    this.#prefix = options.prefix ?? 'campaign:rate-limit:';
    this.#redis = new Redis(url, {
      // Fail fast rather than queue: a request must not wait for Redis to come back.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      connectTimeout: 2000,
      commandTimeout: 500,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
      lazyConnect: false,
    }) as RedisWithHit;
    this.#redis.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const logger = options.logger;
    let lastWarning = 0;
    // Without a listener ioredis would crash the process on a connection error.
    this.#redis.on('error', (error: Error & { code?: string }) => {
      if (Date.now() - lastWarning < 30_000) return;
      lastWarning = Date.now();
      logger?.warn('redis unavailable', { code: error.code, detail: error.message });
    });
  }

  async hit(key: string, windowMs: number): Promise<RateLimitHit> {
    if (this.#redis.status !== 'ready') {
      // Starting up or reconnecting: wait a moment, but not on every request of an outage.
      if (Date.now() < this.#noWaitUntil) throw new Error('Redis is not connected');
      try {
        await this.ready(500);
      } catch (error) {
        this.#noWaitUntil = Date.now() + 5000;
        throw error;
      }
    }
    const [count, ttl] = await this.#redis.rateLimitHit(`${this.#prefix}${key}`, windowMs);
    return { count: Number(count), resetInMs: Math.max(0, Number(ttl)) };
  }

  /** Waits until connected (or fails after `timeoutMs`); for start-up checks and tests. */
  async ready(timeoutMs = 2000): Promise<void> {
    if (this.#redis.status === 'ready') return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#redis.off('ready', onReady);
        reject(new Error('Redis did not become ready'));
      }, timeoutMs);
      const onReady = () => {
        clearTimeout(timer);
        resolve();
      };
      this.#redis.once('ready', onReady);
    });
  }

  async close(): Promise<void> {
    try {
      await this.#redis.quit();
    } catch {
      this.#redis.disconnect();
    }
  }
}

export function createRateLimitStore(
  config: { REDIS_URL?: string },
  logger?: Logger,
): RateLimitStore {
  return config.REDIS_URL
    ? new RedisRateLimitStore(config.REDIS_URL, { logger })
    : new MemoryRateLimitStore();
}

/**
 * The client a limit applies to: its IPv4 address, or its IPv6 /64 network (one subscriber
 * usually gets a whole /64, so counting single IPv6 addresses would be no limit at all).
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(address)) return address || 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export interface RateLimitRule {
  /** Names the counter (`pledges`) so each endpoint has its own. */
  name: string;
  method: string;
  path: string;
  /** Requests per window; 0 turns the limit off. */
  limit: number;
}

export interface RateLimitOptions {
  store: RateLimitStore;
  rules: readonly RateLimitRule[];
  windowMs: number;
  logger?: Logger;
}

function waitMessage(seconds: number): string {
  if (seconds > 90)
    return `Too many requests. Please try again in ${Math.ceil(seconds / 60)} minutes.`;
  return `Too many requests. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`;
}

/** Applies the matching rule's limit to this request's client; see the file comment. */
export function rateLimit(options: RateLimitOptions): Middleware<AppState> {
  const rules = new Map(options.rules.map((rule) => [`${rule.method} ${rule.path}`, rule]));
  let lastWarning = 0;
  return async (ctx, next) => {
    const rule = rules.get(`${ctx.method} ${ctx.path.replace(/(.)\/+$/, '$1')}`);
    if (!rule || rule.limit <= 0) return next();

    let hit: RateLimitHit;
    try {
      hit = await options.store.hit(`${rule.name}:${clientKey(ctx.ip)}`, options.windowMs);
    } catch (error) {
      if (Date.now() - lastWarning > 30_000) {
        lastWarning = Date.now();
        (ctx.state.log ?? options.logger)?.warn('rate limiting unavailable, requests pass', {
          store: options.store.kind,
          detail: (error as Error)?.message,
        });
      }
      return next();
    }
    if (hit.count > rule.limit) {
      const seconds = Math.max(1, Math.ceil(hit.resetInMs / 1000));
      ctx.state.log?.info('rate limited', { limit: rule.name });
      throw new HttpError(429, waitMessage(seconds), undefined, { 'Retry-After': String(seconds) });
    }
    return next();
  };
}

/** The visitor form posts and their limits from the configuration. */
export function formRateLimitRules(config: {
  RATE_LIMIT_PLEDGES: number;
  RATE_LIMIT_CONTACT: number;
  RATE_LIMIT_NEWSLETTER: number;
}): RateLimitRule[] {
  return [
    { name: 'pledges', method: 'POST', path: '/api/pledges', limit: config.RATE_LIMIT_PLEDGES },
    { name: 'contact', method: 'POST', path: '/api/contact', limit: config.RATE_LIMIT_CONTACT },
    {
      name: 'newsletter',
      method: 'POST',
      path: '/api/newsletter',
      limit: config.RATE_LIMIT_NEWSLETTER,
    },
  ];
}
