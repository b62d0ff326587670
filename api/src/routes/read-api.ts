import type { Knex } from 'knex';
import type { Middleware, ParameterizedContext } from 'koa';
import {
  readApiListQuerySchema,
  type ApiTokenScope,
  type ReadApiListQuery,
  type ReadApiTotals,
} from '@campaign/shared';
import type { AppState } from '../app-state';
import type { TokenHolder, TokenStore } from '../api-tokens/token-store';
import { ATTRIBUTION_COLUMN_NAMES } from '../attribution/attribution-columns';
import { readApiDocument } from '../api-tokens/openapi';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseQuery } from '../http/validate';
import type { Models } from '../models';
import type { CachedSiteSettings } from '../settings/site-settings';

type TokenState = AppState & { token: TokenHolder };

const BEARER = /^Bearer ([\x21-\x7e]{1,200})$/;

/**
 * The route's guard: a live token (`Authorization: Bearer cpt_…`) whose scopes include `scope`.
 * No token or a wrong one: 401; a token not allowed this read: 403.
 */
function requireToken(tokens: TokenStore, scope: ApiTokenScope): Middleware<AppState> {
  return async (ctx, next) => {
    const presented = BEARER.exec(ctx.get('Authorization'))?.[1];
    const holder = presented ? await tokens.verify(presented) : null;
    if (!holder) {
      throw new HttpError(401, 'A valid API token is required', undefined, {
        'WWW-Authenticate': 'Bearer realm="read API"',
      });
    }
    if (!holder.scopes.has(scope)) {
      throw new HttpError(403, `This token may not read this (it needs the ${scope} scope)`);
    }
    (ctx.state as TokenState).token = holder;
    await next();
  };
}

/** One page of rows created in the query's time range, oldest first (stable for syncing). */
async function pageOf(
  query: Knex.QueryBuilder,
  { since, until, page, pageSize }: ReadApiListQuery,
) {
  if (since) void query.where('createdAt', '>=', since);
  if (until) void query.where('createdAt', '<', until);
  const [counted] = await query.clone().clearSelect().count({ total: '*' });
  const rows = (await query
    .orderBy('id', 'asc')
    .limit(pageSize)
    .offset((page - 1) * pageSize)) as { createdAt: Date | number | string }[];
  return {
    items: rows.map((row) => ({ ...row, createdAt: new Date(row.createdAt).toISOString() })),
    page,
    pageSize,
    total: Number((counted as { total?: unknown } | undefined)?.total ?? 0),
  };
}

/** A list read goes in the activity log: it hands people's data to another system. */
async function logRead(
  models: Models,
  ctx: ParameterizedContext<AppState>,
  entity: 'pledge' | 'subscriber',
  count: number,
) {
  const { token } = ctx.state as TokenState;
  await models.ActivityEntry.query().insert({
    userId: null,
    userEmail: `API token “${token.name}”`,
    action: 'read',
    entity: 'api-token',
    entityId: String(token.id),
    summary: `Read ${count} ${entity}${count === 1 ? '' : 's'} (page ${String(ctx.query.page ?? 1)})`,
  });
}

export interface ReadApiDeps {
  db: Knex;
  models: Models;
  tokens: TokenStore;
  siteSettings: CachedSiteSettings;
  /** Counted per network before the token is looked at, then per token. */
  perClient: Middleware<AppState>;
  perToken: Middleware<AppState>;
}

/**
 * The read API for CRMs and dashboards, under /api/v1: the totals and the pledges and
 * subscribers lists, each route guarded by the token scope it needs (api-tokens/), and its
 * description as OpenAPI, written from the same zod schemas that check its queries.
 */
export function readApiRouter({
  db,
  models,
  tokens,
  siteSettings,
  perClient,
  perToken,
}: ReadApiDeps) {
  const router = createRouter('/v1');
  const guard = (scope: ApiTokenScope) => [perClient, requireToken(tokens, scope), perToken];

  router.get('/openapi.json', (ctx) => {
    ctx.body = readApiDocument();
  });

  router.get('/totals', ...guard('totals:read'), async (ctx) => {
    const [pledges, subscribers, settings] = await Promise.all([
      db('pledges').count({ n: '*' }).first(),
      db('newsletters').where('status', 'confirmed').count({ n: '*' }).first(),
      siteSettings.read(),
    ]);
    ctx.body = {
      pledges: Number(pledges?.n ?? 0),
      confirmedSubscribers: Number(subscribers?.n ?? 0),
      pledgeGoal: settings.pledgeGoal,
    } satisfies ReadApiTotals;
  });

  router.get('/pledges', ...guard('pledges:read'), async (ctx) => {
    const query = parseQuery(readApiListQuerySchema, ctx.query);
    const page = await pageOf(
      db('pledges').select('id', 'name', 'email', 'createdAt', ...ATTRIBUTION_COLUMN_NAMES),
      query,
    );
    await logRead(models, ctx, 'pledge', page.items.length);
    ctx.body = page;
  });

  router.get('/subscribers', ...guard('subscribers:read'), async (ctx) => {
    const query = parseQuery(readApiListQuerySchema, ctx.query);
    const page = await pageOf(
      db('newsletters').select('id', 'email', 'status', 'createdAt', ...ATTRIBUTION_COLUMN_NAMES),
      query,
    );
    await logRead(models, ctx, 'subscriber', page.items.length);
    ctx.body = page;
  });

  return router;
}
