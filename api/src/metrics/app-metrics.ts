import type { Knex } from 'knex';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** Seconds; a page render or a pledge is tens of milliseconds, a sign-in a few hundred. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

/** What knex's pool (tarn) tells about its connections. */
interface PoolCounts {
  numUsed(): number;
  numFree(): number;
  numPendingAcquires(): number;
}

export interface AppMetricsOptions {
  /** The database whose pool and outbox are read at each scrape. */
  db?: Knex;
  /**
   * Node's own process metrics (CPU, memory, event loop, GC). Each set watches the event loop
   * and the garbage collector, so only an app that can be scraped collects them.
   */
  processMetrics?: boolean;
}

/**
 * The metrics of one app instance, in a registry of its own: tests build many apps in one
 * process, and prom-client's global registry would mix (and refuse) their metrics.
 */
export function createAppMetrics({ db, processMetrics = false }: AppMetricsOptions = {}) {
  const registry = new Registry();
  if (processMetrics) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const metrics = {
    registry,
    requestDuration: new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by method, route pattern and status class.',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: LATENCY_BUCKETS,
      registers,
    }),
    pageRenders: new Counter({
      name: 'web_page_renders_total',
      help: 'Visitor pages rendered on the server.',
      registers,
    }),
    pageCache: new Counter({
      name: 'web_page_cache_requests_total',
      help: 'Visitor page requests answered from a shared render (hit) or not (miss).',
      labelNames: ['result'] as const,
      registers,
    }),
    mailSends: new Counter({
      name: 'mail_sends_total',
      help: 'Emails delivered to the SMTP server by this instance.',
      registers,
    }),
    mailFailures: new Counter({
      name: 'mail_send_failures_total',
      help: 'Failed delivery attempts; final is true when the email will not be tried again.',
      labelNames: ['final'] as const,
      registers,
    }),
    rateLimited: new Counter({
      name: 'rate_limit_refusals_total',
      help: 'Requests refused by a rate limit, by limiter.',
      labelNames: ['limiter'] as const,
      registers,
    }),
    failedSignIns: new Counter({
      name: 'sign_in_failures_total',
      help: 'Sign-ins refused for a wrong email or password.',
      registers,
    }),
  };

  if (db) {
    new Gauge({
      name: 'mail_outbox_queued',
      help: 'Emails waiting in the outbox (read at each scrape).',
      registers,
      async collect() {
        const row = (await db('email_outbox').where({ status: 'queued' }).count({ n: '*' }))[0];
        this.set(Number(row?.n ?? 0));
      },
    });
    const pool = () => (db.client as { pool?: PoolCounts }).pool;
    const poolGauge = (name: string, help: string, read: (p: PoolCounts) => number) =>
      new Gauge({
        name,
        help,
        registers,
        collect() {
          const current = pool();
          this.set(current ? read(current) : 0);
        },
      });
    poolGauge('db_pool_connections_in_use', 'Database connections lent out.', (p) => p.numUsed());
    poolGauge('db_pool_connections_free', 'Idle database connections.', (p) => p.numFree());
    poolGauge('db_pool_acquires_pending', 'Requests waiting for a connection.', (p) =>
      p.numPendingAcquires(),
    );
  }
  return metrics;
}

export type AppMetrics = ReturnType<typeof createAppMetrics>;
