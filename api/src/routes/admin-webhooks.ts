import type { Knex } from 'knex';
import {
  idParamSchema,
  webhookEndpointInputSchema,
  webhookEndpointUpdateSchema,
} from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import { createAdminOnlyRouter } from '../auth/current-user';
import type { Config } from '../config';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';
import { webhookEndpoints } from '../webhooks/endpoints';
import { webhookUrlProblem } from '../webhooks/target-policy';
import { webhooksAllowPrivate } from '../webhooks/settings';

const ENDPOINT_NOT_FOUND = 'No such webhook endpoint';
const DELIVERY_NOT_FOUND = 'No such webhook delivery';

/** A URL the target policy refuses: 400 with the reason under the field. */
function checkUrl(url: string, allowPrivate: boolean) {
  const problem = webhookUrlProblem(url, allowPrivate);
  if (problem) throw new HttpError(400, 'Invalid input', [{ path: 'url', message: problem }]);
}

/**
 * Webhook endpoints (Settings → Webhooks), admins only (an admin-only router): listed with
 * their deliveries' figures, added (the answer holds the signing secret, shown this once),
 * changed (name, URL, events, enabled), deleted with their deliveries; each endpoint's recent
 * deliveries, and a failed delivery's Retry. Every change is in the activity log, named by the
 * endpoint's name and host, never its secret.
 */
export function adminWebhooksRouter({
  db,
  models,
  config,
  clock,
}: {
  db: Knex;
  models: Models;
  config: Config;
  clock: () => Date;
}) {
  const router = createAdminOnlyRouter();
  const endpoints = webhookEndpoints(db, clock);
  const allowPrivate = webhooksAllowPrivate(config);
  const hostOf = (url: string) => new URL(url).host;

  router.get('/webhooks', async (ctx) => {
    ctx.body = await endpoints.list();
  });

  router.post('/webhooks', async (ctx) => {
    const input = parseBody(webhookEndpointInputSchema, ctx.request.body);
    checkUrl(input.url, allowPrivate);
    const { user } = ctx.state;
    ctx.body = await db.transaction(async (trx) => {
      const created = await endpoints.create(input, user.email, trx);
      await recordActivity(
        models,
        user,
        {
          action: 'create',
          entity: 'webhook',
          entityId: created.endpoint.id,
          summary: `Added webhook “${input.name}” to ${hostOf(input.url)} (${input.events.join(', ')})`,
        },
        trx,
      );
      return created;
    });
    ctx.status = 201;
  });

  router.put('/webhooks/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, ENDPOINT_NOT_FOUND);
    const input = parseBody(webhookEndpointUpdateSchema, ctx.request.body);
    checkUrl(input.url, allowPrivate);
    const { user } = ctx.state;
    const updated = await db.transaction(async (trx) => {
      const endpoint = await endpoints.update(id, input, trx);
      if (endpoint) {
        await recordActivity(
          models,
          user,
          {
            action: 'update',
            entity: 'webhook',
            entityId: id,
            summary: `Changed webhook “${input.name}” (${hostOf(input.url)}, ${input.enabled ? 'enabled' : 'disabled'}; ${input.events.join(', ')})`,
          },
          trx,
        );
      }
      return endpoint;
    });
    if (!updated) throw new HttpError(404, ENDPOINT_NOT_FOUND);
    ctx.body = updated;
  });

  router.delete('/webhooks/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, ENDPOINT_NOT_FOUND);
    const { user } = ctx.state;
    const removed = await db.transaction(async (trx) => {
      const name = await endpoints.remove(id, trx);
      if (name !== null) {
        await recordActivity(
          models,
          user,
          {
            action: 'delete',
            entity: 'webhook',
            entityId: id,
            summary: `Deleted webhook “${name}”`,
          },
          trx,
        );
      }
      return name;
    });
    if (removed === null) throw new HttpError(404, ENDPOINT_NOT_FOUND);
    ctx.status = 204;
  });

  router.get('/webhooks/:id/deliveries', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, ENDPOINT_NOT_FOUND);
    if (!(await endpoints.one(id))) throw new HttpError(404, ENDPOINT_NOT_FOUND);
    ctx.body = await endpoints.deliveries(id);
  });

  router.post('/webhook-deliveries/:id/retry', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, DELIVERY_NOT_FOUND);
    const { user } = ctx.state;
    const retried = await db.transaction(async (trx) => {
      const delivery = await endpoints.retry(id, trx);
      if (delivery) {
        await recordActivity(
          models,
          user,
          {
            action: 'retry',
            entity: 'webhook',
            entityId: delivery.endpointId,
            summary: `Retried webhook delivery ${id} (${delivery.type})`,
          },
          trx,
        );
      }
      return delivery;
    });
    if (retried === null) throw new HttpError(404, DELIVERY_NOT_FOUND);
    if (retried === false) throw new HttpError(409, 'Only a failed delivery can be retried');
    ctx.body = retried;
  });

  return router;
}
