import { createRouter } from '../http/router';
import {
  DEFAULT_LOCALE,
  mergeAllPages,
  mergePageContent,
  PAGE_KEYS,
  pageKeySchema,
  pageSchemas,
  type PageKey,
} from '@campaign/shared';
import type { StaffState } from '../app-state';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { cleanPageContent } from '../content/page-html';
import { recordPageRevision } from '../content/page-revisions';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

/**
 * GET /api/admin/content/pages: every page, fully merged over the defaults (the default locale's
 * content, the one a visitor reads today).
 * PUT /api/admin/content/pages/:key: the whole page, validated with that page's schema (a legal
 * page's HTML cleaned), stored with who changed it and when; the page as saved is kept as its
 * newest version (content/page-revisions.ts) in the same transaction. The admin router's guards
 * run first.
 */
export function adminContentRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  router.get('/content/pages', async (ctx) => {
    const rows = await models.PageContent.query()
      .where({ locale: DEFAULT_LOCALE })
      .whereIn('pageKey', [...PAGE_KEYS]);
    const overrides: Partial<Record<PageKey, unknown>> = {};
    for (const row of rows) overrides[row.pageKey as PageKey] = row.content;
    ctx.body = mergeAllPages(overrides);
  });

  router.put('/content/pages/:key', async (ctx) => {
    const key = parseParam(pageKeySchema, ctx.params.key, 'Page not found');
    const parsed = parseBody(pageSchemas[key], ctx.request.body) as Record<string, unknown>;
    const content = cleanPageContent(key, parsed);
    ctx.body = await models.PageContent.transaction(async (trx) => {
      const stored = await models.PageContent.query(trx).findOne({
        pageKey: key,
        locale: DEFAULT_LOCALE,
      });
      const before = mergePageContent(key, stored?.content ?? {});
      const after = mergePageContent(key, content);
      const summary = describeChanges(changedFields(before, after));
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'update', entity: 'page-content', entityId: key, summary },
        trx,
      );
      await models.PageContent.query(trx)
        .insert({
          pageKey: key,
          locale: DEFAULT_LOCALE,
          content,
          updatedAt: new Date(),
          updatedBy: ctx.state.user.id,
        })
        .onConflict(['pageKey', 'locale'])
        .merge(['content', 'updatedAt', 'updatedBy']);
      await recordPageRevision(models, ctx.state.user, key, after, trx);
      return after;
    });
  });

  return router;
}
