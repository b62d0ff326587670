import http from 'node:http';
import { pathToFileURL } from 'node:url';
import { ConfigError, loadConfig } from './config';
import { createLogger } from './logger';
import { createApp } from './app';
import { closeDatabase, createDatabase } from './db/create-database';
import { migrateToLatest } from './db/migrate';
import { seedDefaultContent } from './seeds/seed-default-content';

/**
 * Starts the API (and, unless SERVE_WEB=false, the built front ends) on one port, after bringing
 * the database schema and default content up to date.
 */
export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = loadConfig(env);
  const logger = createLogger(config.LOG_LEVEL);
  const db = createDatabase(config.DATABASE_URL, { logger });
  const server = http.createServer();
  try {
    await migrateToLatest(db, { logger });
    await seedDefaultContent(db, logger);
    server.on('request', createApp({ config, logger, db }).callback());
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(config.PORT, config.HOST, resolve);
    });
  } catch (error) {
    await closeDatabase(db);
    throw error;
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const shownHost = config.HOST === '0.0.0.0' || config.HOST === '::' ? 'localhost' : config.HOST;
  logger.info(`ready on http://${shownHost}:${port}`, { port });

  let closing: Promise<void> | null = null;
  const close = () =>
    (closing ??= new Promise<void>((resolve) => {
      server.close(() => resolve());
      server.closeIdleConnections();
      // Requests still running after this long are cut so the process can exit.
      setTimeout(() => server.closeAllConnections(), 10_000).unref();
    }).then(() => closeDatabase(db)));
  return { server, port, config, logger, db, close };
}

/** Starts the server, stops it cleanly on SIGTERM/SIGINT, and exits with a clear message on bad config. */
export async function runServer(env: NodeJS.ProcessEnv = process.env) {
  try {
    const { close, logger } = await startServer(env);
    for (const signal of ['SIGTERM', 'SIGINT'] as const) {
      process.once(signal, () => {
        logger.info(`received ${signal}, shutting down`);
        void close().then(() => process.exit(0));
      });
    }
  } catch (error) {
    console.error(
      error instanceof ConfigError ? error.message : 'Could not start the server:',
      error instanceof ConfigError ? '' : error,
    );
    process.exit(1);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void runServer();
}
