import { seedBlogPosts } from '../src/seeds/blog-posts';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { bindModels } from '../src/models';

/**
 * Adds `count` published articles to the database at `databaseUrl` (a running server's), each
 * a copy of a seeded one under a new slug, dated before every seeded article: a research
 * library of a real size, for benchmarks that measure what pages weigh as it grows.
 */
export async function addArchiveArticles(databaseUrl: string, count: number): Promise<void> {
  const db = createDatabase(databaseUrl);
  try {
    const { BlogPost } = bindModels(db);
    for (let i = 0; i < count; i += 1) {
      const seed = seedBlogPosts[i % seedBlogPosts.length]!;
      await BlogPost.query().insert({
        ...seed,
        slug: `archive-${i + 1}-${seed.slug}`.slice(0, 100),
        title: `${seed.title} (archive ${i + 1})`,
        status: 'published',
        publishedDate: new Date(Date.UTC(2010, 0, 1) - i * 86_400_000),
      });
    }
  } finally {
    await closeDatabase(db);
  }
}
