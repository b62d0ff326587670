import Koa from 'koa';
import type { Config } from './config';
import type { Logger } from './logger';
import { errorHandler } from './http/errors';
import { requestContext } from './http/request-context';
import { healthRouter } from './routes/health';
import { serveWeb } from './web/serve-web';

export interface AppState {
  requestId: string;
  log: Logger;
}

export interface AppDeps {
  config: Config;
  logger: Logger;
}

/** Builds the Koa app; never listens (see server.ts). */
export function createApp({ config, logger }: AppDeps): Koa<AppState> {
  const app = new Koa<AppState>({ proxy: false });
  app.silent = true; // errors are reported by errorHandler, in JSON

  app.use(requestContext(logger));
  app.use(errorHandler);

  for (const router of [healthRouter()]) {
    app.use(router.routes());
    app.use(router.allowedMethods());
  }

  if (config.SERVE_WEB) {
    app.use(
      serveWeb({
        root: config.WEB_ROOT,
        siteName: config.SITE_NAME,
        publicSiteRemote: config.PUBLIC_SITE_REMOTE,
        adminConsoleRemote: config.ADMIN_CONSOLE_REMOTE,
      }),
    );
  }
  return app;
}
