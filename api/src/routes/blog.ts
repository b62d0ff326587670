import { createRouter } from '../http/router';
import { BLOG_PAGE_SIZE, blogListQuerySchema, slugParamSchema } from '@campaign/shared';
import { publicArticle, publicListItem } from '../blog/article-json';
import { articleEnd } from '../blog/related-posts';
import { NEWEST_FIRST, onlyPublic } from '../blog/visibility';
import { HttpError } from '../http/errors';
import { parseParam, parseQuery } from '../http/validate';
import { BLOG_LIST_COLUMNS, type Models } from '../models';

const NOT_FOUND = 'Blog post not found';
const NO_SUCH_PAGE = 'There is no such page of articles';

/**
 * The public articles: published ones whose date has come (blog/visibility.ts). A draft or a
 * scheduled article answers 404 like one that does not exist. Revalidated on every use, so no
 * cache keeps an article out of sight after its publication.
 */
export function blogRouter({ models, clock }: { models: Models; clock: () => Date }) {
  const router = createRouter();
  const publicList = () =>
    onlyPublic(models.BlogPost.query(), clock())
      .select(...BLOG_LIST_COLUMNS)
      .withGraphFetched('image')
      .orderBy([...NEWEST_FIRST]);

  // Every article without a query, as existing clients expect; `limit` and `page` are opt-in,
  // so a page carries only the articles it shows.
  router.get('/blog', async (ctx) => {
    const query = parseQuery(blogListQuerySchema, ctx.query);
    ctx.set('Cache-Control', 'no-cache');
    if (query.page !== undefined) {
      const total = await onlyPublic(models.BlogPost.query(), clock()).resultSize();
      const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
      if (query.page > pageCount) throw new HttpError(404, NO_SUCH_PAGE);
      const posts = await publicList()
        .limit(BLOG_PAGE_SIZE)
        .offset((query.page - 1) * BLOG_PAGE_SIZE);
      ctx.body = { posts: posts.map(publicListItem), page: query.page, pageCount, total };
      return;
    }
    const posts = await (query.limit === undefined
      ? publicList()
      : publicList().limit(query.limit));
    ctx.body = posts.map(publicListItem);
  });

  const findPublic = async (slug: string | undefined) => {
    const post = await onlyPublic(models.BlogPost.query(), clock())
      .findOne({ slug: parseParam(slugParamSchema, slug, NOT_FOUND) })
      .withGraphFetched('image');
    if (!post) throw new HttpError(404, NOT_FOUND);
    return post;
  };

  router.get('/blog/:slug', async (ctx) => {
    const post = await findPublic(ctx.params.slug);
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = publicArticle(post);
  });

  // What the end of an article lists, chosen here so the article page never carries the list.
  router.get('/blog/:slug/related', async (ctx) => {
    const post = await findPublic(ctx.params.slug);
    const end = articleEnd(post, await publicList());
    ctx.set('Cache-Control', 'no-cache');
    ctx.body = { posts: end.posts.map(publicListItem), allRelated: end.allRelated };
  });

  return router;
}
