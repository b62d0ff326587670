import { idParamSchema, pageKeySchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { findPageRevision, listPageRevisions } from '../content/page-revisions';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Page not found';
const REVISION_NOT_FOUND = 'Version not found';

/**
 * A page's saved versions, for every staff role (the admin router's guards run first):
 * GET /api/admin/content/pages/{key}/revisions lists them, newest first; .../revisions/{id}
 * answers one in full. Restoring is the console's, as for articles (admin-blog-revisions.ts):
 * it puts the version in the editor, and saving it makes it the page again (and a new version).
 */
export function adminContentRevisionsRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  router.get('/content/pages/:key/revisions', async (ctx) => {
    const key = parseParam(pageKeySchema, ctx.params.key, NOT_FOUND);
    ctx.body = await listPageRevisions(models, key);
  });

  router.get('/content/pages/:key/revisions/:id', async (ctx) => {
    const key = parseParam(pageKeySchema, ctx.params.key, NOT_FOUND);
    const revisionId = parseParam(idParamSchema, ctx.params.id, REVISION_NOT_FOUND);
    const revision = await findPageRevision(models, key, revisionId);
    if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
    ctx.body = revision;
  });

  return router;
}
