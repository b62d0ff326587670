import { tmpdir } from 'node:os';
import Koa from 'koa';
import type { AppState } from '../../src/app-state';
import { isAdminOnlyRoute } from '../../src/auth/current-user';
import { loadConfig } from '../../src/config';
import { GroupCommit } from '../../src/db/group-commit';
import { formRateLimits, memoryBackend } from '../../src/http/rate-limit';
import { createLogger } from '../../src/logger';
import { mailCaps } from '../../src/mail/mail-caps';
import { partnerStore } from '../../src/partners/partner-store';
import { apiRouter } from '../../src/routes/api';
import { cachedSiteSettings } from '../../src/settings/site-settings';
import { PledgeStats } from '../../src/stats/pledge-stats';
import { localFolderStorage } from '../../src/uploads/storage';
import { TEST_SESSION_SECRET } from './auth';
import type { TestApi } from './test-api';

export interface ApiRoute {
  method: string;
  /** The path pattern, e.g. /api/admin/tips/:id. */
  pattern: string;
  /** Declared for admins only: built on an admin-only router. */
  adminOnly: boolean;
}

/**
 * Every route of the API's router tree, as the router itself declares it: method, path pattern
 * and whether it is for admins only. Tests enumerate these instead of keeping their own lists,
 * so a new route is covered the day it is added.
 */
export function apiRoutes(api: TestApi): ApiRoute[] {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: api.databaseUrl,
    SERVE_WEB: 'false',
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
  const router = apiRouter({
    app: new Koa<AppState>(),
    config,
    logger: createLogger('silent'),
    db: api.db,
    models: api.models,
    stats: new PledgeStats({ load: () => Promise.reject(new Error('unused')), maxAgeMs: 0 }),
    groupCommit: new GroupCommit(api.db),
    siteSettings: cachedSiteSettings(api.models, () => Date.now()),
    changesPages: (_ctx, next) => next(),
    limits: formRateLimits(config, memoryBackend()),
    mailCaps: mailCaps(config, memoryBackend()),
    clock: () => new Date(),
    uploads: localFolderStorage(tmpdir()),
    partners: partnerStore(api.db, () => new Date()),
  });
  return router.stack.flatMap((layer) =>
    layer.methods
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        pattern: String(layer.path),
        adminOnly: isAdminOnlyRoute(layer),
      })),
  );
}
