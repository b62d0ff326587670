import type { Context, Middleware } from 'koa';
import { blogPostPath, PREVIEW_PATH_PREFIX } from '@campaign/shared';
import type { AppState } from '../app-state';
import { publicArticle, publicListItem } from '../blog/article-json';
import { findPreviewedArticle } from '../blog/preview-links';
import { articleEnd } from '../blog/related-posts';
import { NEWEST_FIRST, onlyPublic } from '../blog/visibility';
import { privatePage } from '../http/private-page';
import { createRouter } from '../http/router';
import { BLOG_LIST_COLUMNS, type BlogPost, type Models } from '../models';
import { plainPreviewPage, previewDocument, previewLinkNotValidPage } from './preview-document';
import type { WebPages } from './serve-web';

export interface PreviewPageDeps {
  models: Models;
  clock: () => Date;
  siteName: string;
  /** Renders a page for this request alone (web/serve-web.ts). */
  renderAlone: WebPages['renderAlone'];
}

/** A preview is for the people it was sent to: never in a search index, a cache or a Referer. */
const unlisted: Middleware<AppState> = async (ctx, next) => {
  ctx.set('X-Robots-Tag', 'noindex');
  await next();
};

const json = (value: unknown) =>
  new Response(JSON.stringify(value), {
    status: 200,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });

/**
 * GET /preview/{token}: an unpublished article (a draft, or scheduled) as its public page will
 * look, for whoever holds a live link (blog/preview-links.ts). The article's page is rendered
 * on the server for this request alone, its API reads of the article answered with the stored
 * draft as GET /api/blog/{slug} would answer it once public; the rendered page is never shared
 * and leaves the shared pages alone. Without a server render, a plain page with the article.
 * An article that is public by now redirects to its page. Every unusable link gets one 404.
 */
export function previewPageRouter({ models, clock, siteName, renderAlone }: PreviewPageDeps) {
  const router = createRouter();

  const sendHtml = (ctx: Context, status: number, html: string) => {
    ctx.status = status;
    ctx.type = 'html';
    ctx.body = html;
  };

  /** The API reads of the article's page that the draft answers; the API answers the rest. */
  const draftReads = (post: BlogPost, now: Date) => {
    const articlePath = `/api${blogPostPath(post.slug)}`;
    return (apiPath: string): Promise<Response> | null => {
      const { pathname } = new URL(apiPath, 'http://render.invalid');
      if (pathname === articlePath) return Promise.resolve(json(publicArticle(post)));
      if (pathname === `${articlePath}/related`) {
        return onlyPublic(models.BlogPost.query(), now)
          .select(...BLOG_LIST_COLUMNS)
          .withGraphFetched('image')
          .orderBy([...NEWEST_FIRST])
          .then((posts) => {
            const end = articleEnd(post, posts);
            return json({ posts: end.posts.map(publicListItem), allRelated: end.allRelated });
          });
      }
      return null;
    };
  };

  router.get(`${PREVIEW_PATH_PREFIX}/:token`, privatePage, unlisted, async (ctx) => {
    const now = clock();
    const post = await findPreviewedArticle(models, ctx.params.token, now);
    if (!post) return sendHtml(ctx, 404, previewLinkNotValidPage(siteName));
    // Published and its date has come: the real page says it all, and is the one to share.
    if (post.status === 'published' && post.publishedDate <= now) {
      ctx.redirect(blogPostPath(post.slug));
      return;
    }
    const rendered = await renderAlone(blogPostPath(post.slug), draftReads(post, now));
    if (rendered?.kind === 'rendered' && rendered.status === 200) {
      return sendHtml(ctx, 200, previewDocument(rendered.html, post));
    }
    if (rendered) {
      ctx.state.log.error('preview render failed', {
        err: rendered.kind === 'failed' ? rendered.error : `status ${rendered.status}`,
      });
    }
    sendHtml(ctx, 200, plainPreviewPage(siteName, post));
  });

  return router;
}
