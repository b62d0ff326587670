import type { Knex } from 'knex';
import { apiTokenInputSchema, idParamSchema } from '@campaign/shared';
import { recordActivity } from '../activity/activity-log';
import type { TokenStore } from '../api-tokens/token-store';
import { createAdminOnlyRouter } from '../auth/current-user';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

const TOKEN_NOT_FOUND = 'No such API token, or it was revoked already';

/**
 * The read API's tokens (Settings → API tokens): listed, created and revoked by admins only (an
 * admin-only router). A created token's secret is in the creation's answer and nowhere else;
 * creation and revocation are recorded in the activity log with the change they record.
 */
export function adminApiTokensRouter({
  db,
  models,
  tokens,
}: {
  db: Knex;
  models: Models;
  tokens: TokenStore;
}) {
  const router = createAdminOnlyRouter();

  router.get('/api-tokens', async (ctx) => {
    ctx.body = await tokens.list();
  });

  router.post('/api-tokens', async (ctx) => {
    const input = parseBody(apiTokenInputSchema, ctx.request.body);
    const { user } = ctx.state;
    ctx.body = await db.transaction(async (trx) => {
      const created = await tokens.create(input, user.email, trx);
      await recordActivity(
        models,
        user,
        {
          action: 'create',
          entity: 'api-token',
          entityId: created.token.id,
          summary: `Created API token “${input.name}” (${input.scopes.join(', ')})`,
        },
        trx,
      );
      return created;
    });
    ctx.status = 201;
  });

  router.delete('/api-tokens/:id', async (ctx) => {
    const id = parseParam(idParamSchema, ctx.params.id, TOKEN_NOT_FOUND);
    const { user } = ctx.state;
    const revoked = await db.transaction(async (trx) => {
      const token = await tokens.revoke(id, trx);
      if (token) {
        await recordActivity(
          models,
          user,
          {
            action: 'revoke',
            entity: 'api-token',
            entityId: id,
            summary: `Revoked API token “${token.name}”`,
          },
          trx,
        );
      }
      return token;
    });
    if (!revoked) throw new HttpError(404, TOKEN_NOT_FOUND);
    ctx.body = revoked;
  });

  return router;
}
