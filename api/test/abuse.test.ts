import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { clientKey } from '../src/http/client-key';
import { memoryBackend, redisBackend } from '../src/http/rate-limit';
import { createLogger } from '../src/logger';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { nodeListener } from '../src/http/node-listener';

const LIMITS = {
  RATE_LIMIT_PLEDGES: '20',
  RATE_LIMIT_CONTACT: '20',
  RATE_LIMIT_NEWSLETTER: '20',
};

let serial = 0;
const uniqueEmail = () => `abuse-${randomBytes(4).toString('hex')}-${serial++}@example.org`;
/** A documentation-range address no other test uses, so counters never collide (also in Redis). */
let ipSerial = Math.floor(Math.random() * 250);
/** Distinct within this file (a repeat would share a counter), random across runs (Redis). */
const randomIp = () => `198.51.100.${1 + (ipSerial++ % 250)}`;
const randomIpv6 = () =>
  `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;

function post(api: TestApi, path: string, body: unknown, headers: Record<string, string> = {}) {
  return api.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

const pledge = () => ({ name: 'Rate Tester', email: uniqueEmail() });
const contact = () => ({
  name: 'Rate Tester',
  email: uniqueEmail(),
  message: 'Hello there, team!',
});
const newsletter = () => ({ email: uniqueEmail() });

async function count(api: TestApi, table: string): Promise<number> {
  return Number((await api.db(table).count({ n: '*' }))[0]?.n);
}

describe('rate limit configuration', () => {
  it('defaults to 20 a minute on each form endpoint', () => {
    const config = loadConfig({});
    expect(config.RATE_LIMIT_WINDOW_MS).toBe(60_000);
    expect(config.RATE_LIMIT_PLEDGES).toBe(20);
    expect(config.RATE_LIMIT_CONTACT).toBe(20);
    expect(config.RATE_LIMIT_NEWSLETTER).toBe(20);
    expect(config.TRUST_PROXY).toBe(false);
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ RATE_LIMIT_PLEDGES: '-1' })).toThrow(/RATE_LIMIT_PLEDGES/);
    expect(() => loadConfig({ REDIS_URL: 'localhost:6379' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY/);
  });
});

describe('clientKey', () => {
  it('keys IPv4 by address and IPv6 by its /64 network', () => {
    expect(clientKey('203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(clientKey('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2::9')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:0db8:0001:0002:ffff::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('')).toBe('unknown');
  });
});

describe('memory rate limits', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('count per client in fixed windows that end', async () => {
    vi.useFakeTimers();
    const limiter = memoryBackend().limiter('test', 2, 300);
    expect((await limiter.consume('a')).remainingPoints).toBe(1);
    vi.advanceTimersByTime(100);
    expect((await limiter.consume('a')).remainingPoints).toBe(0);
    await expect(limiter.consume('a')).rejects.toMatchObject({ remainingPoints: 0 });
    // Another client has its own counter.
    expect((await limiter.consume('b')).remainingPoints).toBe(1);
    // The window runs from the first request, not the last: still full 1 ms before it ends…
    vi.advanceTimersByTime(199);
    await expect(limiter.consume('a')).rejects.toMatchObject({ msBeforeNext: 1 });
    // …and a fresh one when it has.
    vi.advanceTimersByTime(1);
    expect((await limiter.consume('a')).remainingPoints).toBe(1);
  });
});

describe.each(TEST_DIALECTS)('rate limits and honeypot on %s', (dialect) => {
  let api: TestApi;
  let proxied: TestApi;
  beforeAll(async () => {
    api = await startTestApi(dialect, LIMITS);
    proxied = await api.startSibling({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied?.close();
    await api?.close();
  });

  it('answers the 21st pledge in a minute 429 with Retry-After and a message, and stores it not', async () => {
    const before = await count(api, 'pledges');
    for (let i = 0; i < 20; i++)
      expect((await post(api, '/api/pledges', pledge())).status).toBe(201);
    const refused = await post(api, '/api/pledges', pledge());
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests\. Please try again in \d+ seconds?\.$/),
    });
    expect(await count(api, 'pledges')).toBe(before + 20);

    // Each endpoint has its own counter; reads are never limited.
    expect((await post(api, '/api/contact', contact())).status).toBe(201);
    expect((await post(api, '/api/newsletter', newsletter())).status).toBe(201);
    expect((await api.request('/api/stats')).status).toBe(200);
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    // Same instance as above: 127.0.0.1 is over its pledge limit whatever it claims to be.
    const spoofed = await post(api, '/api/pledges', pledge(), { 'X-Forwarded-For': randomIp() });
    expect(spoofed.status).toBe(429);
  });

  it('limits each client address behind a trusted proxy, by the address the proxy set', async () => {
    const first = randomIp();
    for (let i = 0; i < 20; i++) {
      const response = await post(proxied, '/api/newsletter', newsletter(), {
        'X-Forwarded-For': first,
      });
      expect(response.status).toBe(201);
    }
    expect(
      (await post(proxied, '/api/newsletter', newsletter(), { 'X-Forwarded-For': first })).status,
    ).toBe(429);
    // A client cannot escape by prepending addresses: only the entry the proxy set counts.
    expect(
      (
        await post(proxied, '/api/newsletter', newsletter(), {
          'X-Forwarded-For': `10.9.8.7, ${first}`,
        })
      ).status,
    ).toBe(429);
    // Another client is unaffected.
    const other = await post(proxied, '/api/newsletter', newsletter(), {
      'X-Forwarded-For': randomIpv6(),
    });
    expect(other.status).toBe(201);
  });

  it('answers a filled honeypot like a success and stores nothing', async () => {
    const ip = { 'X-Forwarded-For': randomIp() };
    const counts = async () => ({
      pledges: await count(proxied, 'pledges'),
      contacts: await count(proxied, 'contacts'),
      newsletters: await count(proxied, 'newsletters'),
      total: ((await (await proxied.request('/api/stats')).json()) as { totalPledges: number })
        .totalPledges,
    });
    const before = await counts();
    const cases: [string, Record<string, unknown>][] = [
      ['/api/pledges', { ...pledge(), website: 'https://cheap-pills.example' }],
      ['/api/contact', { ...contact(), website: 'x' }],
      ['/api/newsletter', { ...newsletter(), website: ' spam ' }],
      // Even with nothing else valid, a bot learns nothing.
      ['/api/pledges', { name: 1, website: 'x' }],
      ['/api/contact', { website: true }],
    ];
    const success: Record<string, unknown> = {
      // A share code for a bot too: never stored, so the answer cannot tell it apart.
      '/api/pledges': {
        message: 'Thank you for pledging!',
        shareCode: expect.stringMatching(/^[\w-]{12}$/),
      },
      '/api/contact': { message: 'Thank you for your message!' },
      '/api/newsletter': { message: "You've been subscribed to our newsletter." },
    };
    for (const [path, body] of cases) {
      const bot = await post(proxied, path, body, ip);
      expect(bot.status).toBe(201);
      expect(await bot.json()).toEqual(success[path]);
      // The same body with the honeypot left empty, as a person sends it.
      const human = await post(proxied, path, { ...body, website: '' }, ip);
      if (human.status === 201) expect(await human.json()).toEqual(success[path]);
      else expect(human.status).toBe(400);
    }
    const after = await counts();
    // Only the three valid "human" copies were stored.
    expect(after).toEqual({
      pledges: before.pledges + 1,
      contacts: before.contacts + 1,
      newsletters: before.newsletters + 1,
      total: before.total + 1,
    });
  });

  it('starts a new window when the old one ends', async () => {
    const quick = await api.startSibling({
      ...LIMITS,
      RATE_LIMIT_CONTACT: '2',
      RATE_LIMIT_WINDOW_MS: '1000',
    });
    // The counters read the time from Date: the test sets it instead of waiting for it.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      const start = Date.now();
      expect((await post(quick, '/api/contact', contact())).status).toBe(201);
      expect((await post(quick, '/api/contact', contact())).status).toBe(201);
      const refused = await post(quick, '/api/contact', contact());
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('1');
      vi.setSystemTime(start + 999);
      expect((await post(quick, '/api/contact', contact())).status).toBe(429);
      vi.setSystemTime(start + 1000);
      expect((await post(quick, '/api/contact', contact())).status).toBe(201);
    } finally {
      vi.useRealTimers();
      await quick.close();
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('rate limits in Redis', () => {
  let one: TestApi;
  let two: TestApi;
  beforeAll(async () => {
    one = await startTestApi('sqlite', {
      ...LIMITS,
      RATE_LIMIT_PLEDGES: '10',
      REDIS_URL: redisUrl!,
      TRUST_PROXY: 'true',
    });
    two = await one.startSibling();
  });
  afterAll(async () => {
    await two?.close();
    await one?.close();
  });

  it('shares one limit between instances, exactly, under concurrency', async () => {
    const ip = { 'X-Forwarded-For': randomIpv6() };
    const statuses = await Promise.all(
      Array.from({ length: 30 }, (_, i) => post(i % 2 ? one : two, '/api/pledges', pledge(), ip)),
    ).then((responses) => responses.map((r) => r.status));
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 429)).toHaveLength(20);
  });

  it('counts in fixed windows that expire in Redis', async () => {
    const prefix = `test:${randomBytes(6).toString('hex')}:`;
    const backend = redisBackend(redisUrl!, { prefix });
    try {
      await backend.ready();
      const limiter = backend.limiter('k', 2, 1000);
      expect((await limiter.consume('client')).consumedPoints).toBe(1);
      const second = await limiter.consume('client');
      expect(second.consumedPoints).toBe(2);
      expect(second.msBeforeNext).toBeGreaterThan(0);
      expect(second.msBeforeNext).toBeLessThanOrEqual(1000);
      const key = `${prefix}k:client`;
      expect(await backend.redis.get(key), 'the counter lives in Redis').toBe('2');
      const ttl = await backend.redis.pttl(key);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(1000);
      // Redis drops the counter on its own clock: wait for that (polling), not a fixed time.
      await vi.waitFor(async () => expect(await backend.redis.exists(key)).toBe(0), {
        timeout: 5000,
        interval: 50,
      });
      expect((await limiter.consume('client')).consumedPoints).toBe(1);
    } finally {
      await backend.close();
    }
  });
});

describe('when Redis is unreachable', () => {
  it('keeps limiting in this process, answers at once and logs a warning', async () => {
    const dir = await import('node:fs/promises').then((fs) =>
      fs.mkdtemp(`${(process.env.TMPDIR ?? '/tmp').replace(/\/$/, '')}/campaign-redis-down-`),
    );
    const url = `sqlite:${dir}/test.db`;
    const { migrateToLatest } = await import('../src/db/migrate');
    const db = createDatabase(url);
    await migrateToLatest(db);
    const lines: string[] = [];
    const logger = createLogger('info', {}, (line) => lines.push(line));
    // Nothing listens on port 1.
    const config = loadConfig({
      DATABASE_URL: url,
      SERVE_WEB: 'false',
      REDIS_URL: 'redis://127.0.0.1:1',
      RATE_LIMIT_NEWSLETTER: '2',
    });
    const rateLimits = redisBackend(config.REDIS_URL!, { logger });
    const app = createApp({ config, logger, db, rateLimits });
    const server = http.createServer(nodeListener(app)).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 3; i++) {
        const response = await fetch(`${base}/api/newsletter`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ email: uniqueEmail() }),
        });
        statuses.push(response.status);
      }
      // The limit of 2 still holds, counted in memory while Redis is away.
      expect(statuses).toEqual([201, 201, 429]);
      expect(Date.now() - started).toBeLessThan(3000);
      const warnings = lines.map((line) => JSON.parse(line) as { level: string; msg: string });
      expect(warnings).toContainEqual(
        expect.objectContaining({
          level: 'warn',
          msg: 'redis unavailable, rate limits counted per instance',
        }),
      );
    } finally {
      server.close();
      await rateLimits.close();
      await closeDatabase(db);
      await import('node:fs/promises').then((fs) => fs.rm(dir, { recursive: true, force: true }));
    }
  });
});
