import type { Knex } from 'knex';
import {
  blogCreateInputSchema,
  blogPostPath,
  blogUpdateInputSchema,
  slugParamSchema,
} from '@campaign/shared';
import type { StaffState } from '../app-state';
import { changedFields, describeChanges, recordActivity } from '../activity/activity-log';
import { adminArticle, previewArticle } from '../blog/article-json';
import { deleteArticleRevisions, recordArticleRevision } from '../blog/article-revisions';
import { NEWEST_FIRST } from '../blog/visibility';
import { sanitizeBlogHtml } from '../content/sanitize-html';
import { isUniqueViolation } from '../db/errors';
import { HttpError } from '../http/errors';
import { createRouter } from '../http/router';
import { parseBody, parseParam } from '../http/validate';
import type { BlogPost, Models } from '../models';

const NOT_FOUND = 'Blog post not found';

/** 409 with the issue under the slug field, where the console shows it. */
const slugTaken = () =>
  new HttpError(409, 'Another article already has this address', [
    { path: 'slug', message: 'Another article already uses this slug' },
  ]);

/**
 * What is stored is what is served: the HTML is cleaned now, not when it is shown, and what
 * remains must still meet the content rules (cleaning decodes character references, so a
 * forbidden character written as `&#x202e;` is refused here).
 */
function cleanContent(html: string): string {
  const checked = blogCreateInputSchema.shape.content.safeParse(sanitizeBlogHtml(html));
  if (!checked.success) {
    throw new HttpError(400, 'Invalid input', [
      {
        path: 'content',
        message: `${checked.error.issues[0]?.message ?? 'Invalid content'} once unsafe HTML is removed`,
      },
    ]);
  }
  return checked.data;
}

/** An uploaded image chosen for an article must exist. */
async function checkImage(models: Models, imageId: number | null | undefined, trx?: Knex) {
  if (imageId == null) return;
  if (!(await models.Upload.query(trx).findById(imageId))) {
    throw new HttpError(400, 'Invalid input', [{ path: 'imageId', message: 'Image not found' }]);
  }
}

/** The article with its uploaded image, for the answer. */
const withImage = (models: Models, id: number, trx?: Knex) =>
  models.BlogPost.query(trx).findById(id).withGraphFetched('image').throwIfNotFound();

/** "draft", "published" or "scheduled for 2026-11-30T09:00:00.000Z", for the activity log. */
function stateOf(post: Pick<BlogPost, 'status' | 'publishedDate'>, now: Date): string {
  if (post.status !== 'published') return 'draft';
  return post.publishedDate > now
    ? `scheduled for ${post.publishedDate.toISOString()}`
    : 'published';
}

/**
 * The articles in the console, for every staff role (the admin router's guards run first):
 * list, create, preview, edit any field, delete. Every write, its activity entry and the saved
 * version (blog/article-revisions.ts) are stored in one transaction.
 */
export function adminBlogRouter({ models, clock }: { models: Models; clock: () => Date }) {
  const router = createRouter<StaffState>();

  router.get('/blog', async (ctx) => {
    const posts = await models.BlogPost.query()
      .withGraphFetched('image')
      .orderBy([...NEWEST_FIRST]);
    ctx.body = posts.map(adminArticle);
  });

  router.post('/blog', async (ctx) => {
    const input = parseBody(blogCreateInputSchema, ctx.request.body);
    const now = clock();
    const values = {
      ...input,
      content: cleanContent(input.content),
      publishedDate: input.publishedDate ?? now,
      imageUrl: input.imageUrl ?? null,
      imageId: input.imageId ?? null,
    };
    try {
      ctx.body = await models.BlogPost.transaction(async (trx) => {
        await checkImage(models, values.imageId, trx);
        if (await models.BlogPost.query(trx).findOne({ slug: values.slug })) throw slugTaken();
        const post = await models.BlogPost.query(trx).insert(values);
        await recordActivity(
          models,
          ctx.state.user,
          {
            action: 'create',
            entity: 'blog-post',
            entityId: post.slug,
            summary: `Created "${post.title}" (${stateOf(post, now)})`,
          },
          trx,
        );
        const saved = adminArticle(await withImage(models, post.id, trx));
        await recordArticleRevision(models, ctx.state.user, saved, trx);
        return saved;
      });
    } catch (error) {
      // Two organisers creating the same address at once: the unique key decides.
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
    ctx.status = 201;
  });

  // The article exactly as visitors would get it from GET /api/blog/{slug}, cleaned the same
  // way, without storing anything: what the console's preview shows before a save.
  router.post('/blog/preview', async (ctx) => {
    const input = parseBody(blogCreateInputSchema, ctx.request.body);
    const image =
      input.imageId == null ? null : await models.Upload.query().findById(input.imageId);
    if (input.imageId != null && !image) {
      throw new HttpError(400, 'Invalid input', [{ path: 'imageId', message: 'Image not found' }]);
    }
    const now = clock();
    ctx.body = previewArticle({
      slug: input.slug,
      title: input.title,
      excerpt: input.excerpt,
      content: cleanContent(input.content),
      author: input.author,
      publishedDate: input.publishedDate ?? now,
      imageUrl: input.imageUrl ?? null,
      imageId: input.imageId ?? null,
      image: image ?? null,
      status: input.status,
      tags: input.tags,
      citations: input.citations,
    });
  });

  router.put('/blog/:slug', async (ctx) => {
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    const input = parseBody(blogUpdateInputSchema, ctx.request.body);
    const changes: Partial<BlogPost> = Object.fromEntries(
      Object.entries(input).filter(([, value]) => value !== undefined),
    );
    if (Object.keys(changes).length === 0) {
      throw new HttpError(400, 'Nothing to change: send at least one of the article’s fields');
    }
    if (changes.content !== undefined) changes.content = cleanContent(changes.content);
    // One image at a time: choosing an uploaded image drops the URL, and the other way round.
    if (changes.imageId != null) changes.imageUrl = null;
    if (changes.imageUrl != null) changes.imageId = null;
    try {
      ctx.body = await models.BlogPost.transaction(async (trx) => {
        const post = await models.BlogPost.query(trx).findOne({ slug });
        if (!post) throw new HttpError(404, NOT_FOUND);
        await checkImage(models, changes.imageId, trx);
        const moving = changes.slug !== undefined && changes.slug !== slug;
        if (moving && (await models.BlogPost.query(trx).findOne({ slug: changes.slug })))
          throw slugTaken();
        const changed = changedFields(post, changes);
        const updated = await post.$query(trx).patchAndFetch(changes);
        const summary =
          describeChanges(changed) +
          (moving ? ` (the address was ${blogPostPath(slug)})` : '') +
          (changed.includes('status') || changed.includes('publishedDate')
            ? `; now ${stateOf(updated, clock())}`
            : '');
        await recordActivity(
          models,
          ctx.state.user,
          { action: 'update', entity: 'blog-post', entityId: updated.slug, summary },
          trx,
        );
        const saved = adminArticle(await withImage(models, updated.id, trx));
        await recordArticleRevision(models, ctx.state.user, saved, trx);
        return saved;
      });
    } catch (error) {
      throw isUniqueViolation(error) ? slugTaken() : error;
    }
  });

  router.delete('/blog/:slug', async (ctx) => {
    const slug = parseParam(slugParamSchema, ctx.params.slug, NOT_FOUND);
    await models.BlogPost.transaction(async (trx) => {
      const post = await models.BlogPost.query(trx).findOne({ slug });
      if (!post) throw new HttpError(404, NOT_FOUND);
      await post.$query(trx).delete();
      await deleteArticleRevisions(models, post.id, trx);
      await recordActivity(
        models,
        ctx.state.user,
        {
          action: 'delete',
          entity: 'blog-post',
          entityId: slug,
          summary: `Deleted "${post.title}"`,
        },
        trx,
      );
    });
    ctx.status = 204;
  });

  return router;
}
