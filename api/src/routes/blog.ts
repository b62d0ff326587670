import { createRouter } from '../http/router';
import { slugParamSchema } from '@campaign/shared';
import { publicArticle, publicListItem } from '../blog/article-json';
import { NEWEST_FIRST, onlyPublic } from '../blog/visibility';
import { HttpError } from '../http/errors';
import { parseParam } from '../http/validate';
import { BLOG_LIST_COLUMNS, type Models } from '../models';

const NOT_FOUND = 'Blog post not found';

/**
 * The public articles: published ones whose date has come (blog/visibility.ts). A draft or a
 * scheduled article answers 404 like one that does not exist. Revalidated on every use, so no
 * cache keeps an article out of sight after its publication.
 */
export function blogRouter({ models, clock }: { models: Models; clock: () => Date }) {
  const router = createRouter();

  router.get('/blog', async (ctx) => {
    const posts = await onlyPublic(models.BlogPost.query(), clock())
      .select(...BLOG_LIST_COLUMNS)
      .withGraphFetched('image')
      .orderBy([...NEWEST_FIRST]);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = posts.map(publicListItem);
  });

  router.get('/blog/:slug', async (ctx) => {
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    const post = await onlyPublic(models.BlogPost.query(), clock())
      .findOne({ slug })
      .withGraphFetched('image');
    if (!post) throw new HttpError(404, NOT_FOUND);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = publicArticle(post);
  });

  return router;
}
