import type { Knex } from 'knex';
import { DEFAULT_LOCALE, STAT_FALLBACKS } from '@campaign/shared';
import { isUniqueViolation } from '../db/errors';
import type { Logger } from '../logger';
import { bindModels, STATS_PAGE_KEY, type Models } from '../models';
import { seedBlogPosts } from './blog-posts';
import { seedTips } from './tips';

interface SeedItem {
  /** Stable name of the item in content_seeds, e.g. "blog_post:<slug>". */
  key: string;
  /** Inserts the item unless an equivalent row already exists. */
  insert(models: Models): Promise<void>;
}

function seedItems(): SeedItem[] {
  const stats: SeedItem = {
    key: `page_content:${STATS_PAGE_KEY}`,
    async insert({ PageContent }) {
      const existing = await PageContent.query().findOne({
        pageKey: STATS_PAGE_KEY,
        locale: DEFAULT_LOCALE,
      });
      if (!existing) {
        await PageContent.query().insert({
          pageKey: STATS_PAGE_KEY,
          locale: DEFAULT_LOCALE,
          content: { socialReach: STAT_FALLBACKS.socialReach },
        });
      }
    },
  };

  const posts = seedBlogPosts.map<SeedItem>((post) => ({
    key: `blog_post:${post.slug}`,
    async insert({ BlogPost }) {
      // An admin may already have a post under this slug; it wins.
      if (await BlogPost.query().findOne({ slug: post.slug })) return;
      await BlogPost.query().insert({ ...post, publishedDate: new Date(post.publishedDate) });
    },
  }));

  const tips = seedTips.map<SeedItem>((tip) => ({
    key: `tip:${tip.category}:${tip.title}`,
    async insert({ Tip }) {
      await Tip.query().insert(tip);
    },
  }));

  return [stats, ...posts, ...tips];
}

/**
 * Inserts the default content that is missing: the `stats` settings row, the research articles
 * and the tips. Each item is recorded in content_seeds in the same transaction, and an item
 * recorded there is never inserted again, so organisers' edits (even to a tip's title) survive
 * every restart. Several instances may start at once: the content_seeds primary key lets one win
 * per item and the others roll back.
 */
export async function seedDefaultContent(db: Knex, logger?: Logger): Promise<string[]> {
  const seeded = new Set(
    (await db('content_seeds').select('seedKey')).map((row: { seedKey: string }) => row.seedKey),
  );
  const inserted: string[] = [];
  for (const item of seedItems()) {
    if (seeded.has(item.key)) continue;
    try {
      await db.transaction(async (trx) => {
        // The key goes in first: a concurrent instance then waits on it instead of inserting twice.
        await trx('content_seeds').insert({ seedKey: item.key, seededAt: new Date() });
        await item.insert(bindModels(trx));
      });
      inserted.push(item.key);
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  if (inserted.length > 0) logger?.info('default content inserted', { items: inserted.length });
  return inserted;
}
