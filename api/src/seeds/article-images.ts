/**
 * Where a seeded article's illustration is served: `pnpm article-illustrations` draws one per
 * seeded article into shell/public/articles, so the site serves them from its own origin. A path,
 * not a URL: the site's public origin is configuration, and pages and feeds make it absolute.
 */
export function seedArticleImage(slug: string): string {
  return `/articles/${slug}.jpg`;
}

/** Every illustration is drawn at the Open Graph size, so pages can reserve its space. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
