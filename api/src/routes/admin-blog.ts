import { createRouter } from '../http/router';
import { blogUpdateInputSchema, slugParamSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { sanitizeBlogHtml } from '../content/sanitize-html';
import { HttpError } from '../http/errors';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';

const NOT_FOUND = 'Blog post not found';

/** GET /api/admin/blog and PUT /api/admin/blog/:slug (the admin router's guards run first). */
export function adminBlogRouter({ models }: { models: Models }) {
  const router = createRouter<StaffState>();

  router.get('/blog', async (ctx) => {
    ctx.body = await models.BlogPost.query().orderBy([
      { column: 'publishedDate', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  });

  router.put('/blog/:slug', async (ctx) => {
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    const input = parseBody(blogUpdateInputSchema, ctx.request.body);
    // What is stored is what is served: the HTML is cleaned now, not when it is shown.
    const content = sanitizeBlogHtml(input.content);
    const checked = blogUpdateInputSchema.shape.content.safeParse(content);
    if (!checked.success) {
      throw new HttpError(400, 'Invalid input', [
        {
          path: 'content',
          message: `${checked.error.issues[0]?.message ?? 'Invalid content'} once unsafe HTML is removed`,
        },
      ]);
    }
    const changes = { ...input, content: checked.data };
    ctx.body = await models.BlogPost.transaction(async (trx) => {
      const post = await models.BlogPost.query(trx).findOne({ slug });
      if (!post) throw new HttpError(404, NOT_FOUND);
      const summary = describeChanges(changedFields(post, changes));
      await recordActivity(
        models,
        ctx.state.user,
        { action: 'update', entity: 'blog-post', entityId: slug, summary },
        trx,
      );
      return post.$query(trx).patchAndFetch(changes);
    });
  });

  return router;
}
