import { idParamSchema, previewLinkCreateInputSchema, slugParamSchema } from '@campaign/shared';
import type { StaffState } from '../app-state';
import { recordActivity } from '../activity/activity-log';
import { createPreviewLink, listPreviewLinks, revokePreviewLink } from '../blog/preview-links';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { Models } from '../models';
import { leavesPagesAlone } from '../web/changes-pages';

const NOT_FOUND = 'Blog post not found';
const LINK_NOT_FOUND = 'Preview link not found';

/**
 * An article's preview links, for every staff role (the admin router's guards run first): list
 * the live ones, make one (201, its URL this once), revoke one (204). A link shows nothing the
 * shared visitor pages show, so these writes leave those pages alone.
 */
export function adminBlogPreviewLinksRouter({
  models,
  clock,
  config,
}: {
  models: Models;
  clock: () => Date;
  config: { PUBLIC_URL: string };
}) {
  const router = createRouter<StaffState>();

  const articleOf = async (slugParam: string | undefined) => {
    const slug = parseParam(slugParamSchema, slugParam, NOT_FOUND);
    const post = await models.BlogPost.query().findOne({ slug }).select('id', 'slug', 'title');
    if (!post) throw new HttpError(404, NOT_FOUND);
    return post;
  };

  router.get('/blog/:slug/preview-links', async (ctx) => {
    ctx.body = await listPreviewLinks(models, await articleOf(ctx.params.slug), clock());
  });

  router.post('/blog/:slug/preview-links', leavesPagesAlone, async (ctx) => {
    parseBody(previewLinkCreateInputSchema, ctx.request.body);
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    ctx.body = await models.BlogPost.transaction(async (trx) => {
      const post = await models.BlogPost.query(trx).findOne({ slug }).select('id', 'title');
      if (!post) throw new HttpError(404, NOT_FOUND);
      const link = await createPreviewLink(
        models,
        config.PUBLIC_URL,
        post,
        ctx.state.user,
        clock(),
        trx,
      );
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'create',
          entity: 'blog-post',
          entityId: slug,
          summary: `Made a preview link of "${post.title}" (until ${link.expiresAt})`,
        },
        trx,
      );
      return link;
    });
    ctx.status = 201;
  });

  router.delete('/blog/:slug/preview-links/:id', leavesPagesAlone, async (ctx) => {
    const post = await articleOf(ctx.params.slug);
    const id = parseParam(idParamSchema, ctx.params.id, LINK_NOT_FOUND);
    await models.BlogPost.transaction(async (trx) => {
      if (!(await revokePreviewLink(models, post, id, trx))) {
        throw new HttpError(404, LINK_NOT_FOUND);
      }
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'delete',
          entity: 'blog-post',
          entityId: post.slug,
          summary: `Revoked a preview link of "${post.title}"`,
        },
        trx,
      );
    });
    ctx.status = 204;
  });

  return router;
}
