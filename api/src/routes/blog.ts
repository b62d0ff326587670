import { createRouter } from '../http/router';
import { slugParamSchema } from '@campaign/shared';
import { HttpError } from '../http/errors';
import { parseParam } from '../http/validate';
import { BLOG_LIST_COLUMNS, type Models } from '../models';

const NOT_FOUND = 'Blog post not found';

export function blogRouter({ models }: { models: Models }) {
  const router = createRouter();

  router.get('/blog', async (ctx) => {
    ctx.body = await models.BlogPost.query()
      .select(...BLOG_LIST_COLUMNS)
      .orderBy([
        { column: 'publishedDate', order: 'desc' },
        { column: 'id', order: 'desc' },
      ]);
  });

  router.get('/blog/:slug', async (ctx) => {
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    const post = await models.BlogPost.query().findOne({ slug });
    if (!post) throw new HttpError(404, NOT_FOUND);
    ctx.body = post;
  });

  return router;
}
