import type http from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Knex } from 'knex';
import { ConfigError, loadConfig, type Config } from './config';
import { errorForLog } from './http/log-safety';
import { createLogger, type Logger } from './logger';
import { createApp } from './app';
import { createRateLimitBackend } from './http/rate-limit';
import { createHttpServer } from './http/server-limits';
import type { Lifecycle } from './routes/ready';
import { closeDatabase, createDatabase } from './db/create-database';
import { migrateToLatest, NewerSchemaError } from './db/migrate';
import { backupBeforeMigrations } from './backup/before-migrations';
import { seedDefaultContent } from './seeds/seed-default-content';
import { bootstrapAdmin } from './auth/accounts';
import { startAuthMaintenance } from './auth/maintenance';
import { PURGE_INTERVAL_MS } from './auth/session-policy';
import { startContactDigests } from './maintenance/contact-digest';
import { startConfirmReminders } from './newsletter/confirm-reminders';
import { loadSiteSettings } from './settings/site-settings';
import { startNewsletterScheduler } from './newsletter/newsletter-sends';
import { retention } from './maintenance/retention';
import { bindModels } from './models';
import { outboxBodies } from './mail/outbox-bodies';
import { mailSettings } from './mail/settings';
import { createSmtpTransport } from './mail/smtp-transport';
import { describeSmtpServer, parseSmtpUrl } from './mail/smtp-url';
import { startMailWorker, type MailWorker } from './mail/worker';
import { webhooksAllowPrivate } from './webhooks/settings';
import { startWebhookWorker } from './webhooks/worker';
import { createAppMetrics, type AppMetrics } from './metrics/app-metrics';
import { scrapingEnabled } from './metrics/scrape-access';
import { nodeListener } from './http/node-listener';
import { startPeriodic } from './maintenance/periodic';
import { visitorCounter, type VisitorCounter } from './visitor-stats/visitor-counter';

/**
 * Starts the API (and, unless SERVE_WEB=false, the built front ends) on one port, after bringing
 * the database schema and default content up to date.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDatabase(config.DATABASE_URL, { logger, poolSize: config.DATABASE_POOL_SIZE });
  const server = createHttpServer();
  const lifecycle: Lifecycle = { draining: false };
  const rateLimits = createRateLimitBackend(config, logger);
  // One set of metrics for the app and the mail worker, so /metrics shows both.
  const metrics = createAppMetrics({ db, processMetrics: scrapingEnabled(config) });
  // Visitor figures are counted in memory and written every minute and at shutdown.
  const visitorStats =
    config.VISITOR_STATS === 'on' ? visitorCounter({ db, publicUrl: config.PUBLIC_URL }) : null;
  try {
    await backupBeforeMigrations(db, config, logger);
    await migrateToLatest(db, { logger });
    await seedDefaultContent(db, logger);
    await bootstrapAdmin(bindModels(db), config, logger);
    await rateLimits.ready();
    server.on(
      'request',
      nodeListener(createApp({ config, logger, db, rateLimits, lifecycle, metrics, visitorStats })),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
  } catch (error) {
    await rateLimits.close();
    await closeDatabase(db);
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  logger.info(`ready on http://${shownHost}:${port}`, { port });
  const stopAuthMaintenance = startAuthMaintenance(
    db,
    logger,
    PURGE_INTERVAL_MS,
    retention(db, {
      sentEmailDays: config.SENT_EMAIL_RETENTION_DAYS,
      activityLogDays: config.ACTIVITY_LOG_RETENTION_DAYS,
      visitorStatsDays: config.VISITOR_STATS_RETENTION_DAYS,
    }),
  );
  const stopVisitorStats = startVisitorStatsWrites(visitorStats, logger);
  const mailWorker = startMail(config, db, logger, metrics);
  // Signed webhooks (webhooks/worker.ts): every instance delivers its share of what is due.
  const webhookWorker = startWebhookWorker({
    db,
    logger,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    maxAttempts: config.WEBHOOK_MAX_ATTEMPTS,
    pollIntervalMs: config.WEBHOOK_POLL_INTERVAL_MS,
    allowPrivate: webhooksAllowPrivate(config),
    stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  });
  // Contact messages beyond CONTACT_NOTIFY_HOURLY_CAP an hour, listed in one email.
  const stopContactDigests = startContactDigests(db, mailSettings(config), logger);
  // The one reminder an unconfirmed newsletter sign-up gets, two days on.
  const stopConfirmReminders = startConfirmReminders(
    db,
    mailSettings(config),
    async () => (await loadSiteSettings(bindModels(db))).contactEmail || undefined,
    logger,
  );
  // Scheduled newsletters, queued when due by whichever instance claims each first.
  const stopNewsletterScheduler = startNewsletterScheduler(
    bindModels(db),
    mailSettings(config),
    logger,
  );

  let closing: Promise<void> | null = null;
  let mailStopped: Promise<void> | undefined;
  let webhooksStopped: Promise<void> | undefined;
  /**
   * Stops the server. With `drainMs`, it first serves on normally that long with /api/ready at
   * 503, so a load balancer's health checks take it out of rotation before it stops taking
   * connections (SHUTDOWN_DRAIN_MS, on SIGTERM).
   */
  const close = ({ drainMs = 0 }: { drainMs?: number } = {}) =>
    (closing ??= (async () => {
      // /api/ready answers 503 from now on, and kept-alive connections close after their answer,
      // so a proxy opens a fresh one (to whichever instance it picks) for its next request.
      lifecycle.draining = true;
      // No new emails are claimed; the one being sent may finish (bounded by the same timeout).
      mailStopped = mailWorker?.stop();
      webhooksStopped = webhookWorker.stop();
      server.on('request', (_req: http.IncomingMessage, res: http.ServerResponse) =>
        res.setHeader('Connection', 'close'),
      );
      if (drainMs > 0) {
        logger.info('draining: /api/ready answers 503, requests are still served', { drainMs });
        await new Promise((resolve) => setTimeout(resolve, drainMs));
      }
    })()
      .then(() => stopServing(server, config.SHUTDOWN_TIMEOUT_MS))
      .then(async () => {
        stopAuthMaintenance();
        stopContactDigests();
        stopConfirmReminders();
        stopNewsletterScheduler();
        // Every request is answered: what they counted is written before the database closes.
        await stopVisitorStats();
        await mailStopped;
        await webhooksStopped;
        await rateLimits.close();
        await closeDatabase(db);
        logger.info('shut down');
      }));
  return { server, port, config, logger, db, close };
}

/** How often each instance writes its visitor counts. */
export const VISITOR_STATS_WRITE_INTERVAL_MS = 60_000;

/**
 * Writes the visitor counts every VISITOR_STATS_WRITE_INTERVAL_MS; the returned function stops
 * the timer and writes them one last time.
 */
function startVisitorStatsWrites(
  visitorStats: VisitorCounter | null,
  logger: Logger,
): () => Promise<void> {
  if (!visitorStats) return () => Promise.resolve();
  const write = async () => {
    try {
      await visitorStats.flush();
    } catch (error) {
      logger.warn('could not write the visitor figures', { err: String(error) });
    }
  };
  const stop = startPeriodic(write, VISITOR_STATS_WRITE_INTERVAL_MS);
  return async () => {
    stop();
    await write();
  };
}

/**
 * Takes no new connections and closes each open one as soon as its request in flight is
 * answered; requests still running after `timeoutMs` are cut so the process can exit.
 */
function stopServing(server: http.Server, timeoutMs: number) {
  return new Promise<void>((resolve) => {
    const idle = setInterval(() => server.closeIdleConnections(), 100);
    const cut = setTimeout(() => server.closeAllConnections(), timeoutMs);
    cut.unref();
    server.close(() => {
      clearInterval(idle);
      clearTimeout(cut);
      resolve();
    });
    server.closeIdleConnections();
  });
}

/**
 * The mail worker, when SMTP_URL names a server; without it emails stay queued in the outbox,
 * readable in the console, until it is set.
 */
function startMail(
  config: Config,
  db: Knex,
  logger: Logger,
  metrics: AppMetrics,
): MailWorker | null {
  if (!config.SMTP_URL) {
    logger.info('SMTP_URL is not set: emails are kept in the outbox, not sent');
    return null;
  }
  const server = parseSmtpUrl(config.SMTP_URL);
  const worker = startMailWorker({
    db,
    transport: createSmtpTransport(config.SMTP_URL),
    from: mailSettings(config).from,
    bodyOf: outboxBodies(bindModels(db), mailSettings(config)),
    logger,
    stopTimeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    secrets: server.auth ? [server.auth.pass] : [],
    metrics,
  });
  logger.info(`sending email through ${describeSmtpServer(server)}`, {
    mailWorker: worker.workerId,
  });
  return worker;
}

/**
 * Everything the process itself would print goes through `logger` as JSON lines instead: Node's
 * warnings (its default printer is taken off), and an uncaught exception or unhandled rejection,
 * logged with its stack before the process exits as Node would.
 */
export function logProcessEvents(logger: Logger): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    logger.warn('node warning', { name: warning.name, detail: warning.message });
  });
  const fatal = (kind: string) => (error: unknown) => {
    logger.error(kind, { err: errorForLog(error) });
    process.exit(1);
  };
  process.on('uncaughtException', fatal('uncaught exception'));
  process.on('unhandledRejection', fatal('unhandled rejection'));
}

/**
 * Starts the server, stops it cleanly on SIGTERM/SIGINT, and exits with a clear one-line message
 * on bad config or a database a newer release has upgraded. Every line it writes, on stdout,
 * is JSON (logger.ts), failures to start included.
 */
export async function runServer(env: NodeJS.ProcessEnv = process.env, logger?: Logger) {
  // Before the configuration is read, which may fail: LOG_LEVEL is not known yet. Warnings and
  // the reason a start failed are written whatever it says: an instance never dies unexplained.
  const early = logger ?? createLogger('warn');
  logProcessEvents(early);
  try {
    const { close, logger, config } = await startServer(env);
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info(`received ${signal}, shutting down`);
        // SIGTERM comes from a supervisor (systemd, Docker) taking an instance out of a pool;
        // SIGINT from someone at a terminal, who need not wait for a load balancer.
        const drainMs = signal === 'SIGTERM' ? config.SHUTDOWN_DRAIN_MS : 0;
        void close({ drainMs }).then(
          () => process.exit(0),
          (error: unknown) => {
            logger.error('shutdown failed', { err: errorForLog(error) });
            process.exit(1);
          },
        );
      });
    }
  } catch (error) {
    // Errors the operator fixes (the settings, which release runs) need no stack trace.
    if (error instanceof ConfigError || error instanceof NewerSchemaError) {
      early.error(error.message, { reason: error.name });
    } else {
      early.error('could not start the server', { err: errorForLog(error) });
    }
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runServer();
}
