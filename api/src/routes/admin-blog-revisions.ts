import { idParamSchema, slugParamSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { findArticleRevision, listArticleRevisions } from '../blog/article-revisions';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Blog post not found';
const REVISION_NOT_FOUND = 'Version not found';

/**
 * An article's saved versions, for every staff role (the admin router's guards run first):
 * GET /api/admin/blog/{slug}/revisions lists them, newest first; .../revisions/{id} answers one
 * in full. Restoring is the console's: it opens the version in the editor, and saving it makes
 * it the article again (and a new version).
 */
export function adminBlogRevisionsRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  const articleId = async (slugParam: string | undefined) => {
    const slug = parseParam(slugParamSchema, slugParam, NOT_FOUND);
    const post = await models.BlogPost.query().findOne({ slug }).select('id');
    if (!post) throw new HttpError(404, NOT_FOUND);
    return post.id;
  };

  router.get('/blog/:slug/revisions', async (ctx) => {
    ctx.body = await listArticleRevisions(models, await articleId(ctx.params.slug));
  });

  router.get('/blog/:slug/revisions/:id', async (ctx) => {
    const id = await articleId(ctx.params.slug);
    const revisionId = parseParam(idParamSchema, ctx.params.id, REVISION_NOT_FOUND);
    const revision = await findArticleRevision(models, id, revisionId);
    if (!revision) throw new HttpError(404, REVISION_NOT_FOUND);
    ctx.body = revision;
  });

  return router;
}
