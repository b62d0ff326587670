/**
 * The illustrations drawn for the seeded articles (`pnpm article-illustrations` writes them to
 * shell/public, so the site serves them from its own origin). Paths, not URLs: the site's public
 * origin is configuration, and pages and feeds make them absolute with it.
 */
export const SEED_ARTICLE_IMAGES = {
  'processed-meat-group-1-what-it-means': '/articles/processed-meat-group-1-what-it-means.jpg',
  'how-nitrite-forms-n-nitroso-compounds': '/articles/how-nitrite-forms-n-nitroso-compounds.jpg',
  'vegetable-nitrate-vs-cured-meat-nitrite':
    '/articles/vegetable-nitrate-vs-cured-meat-nitrite.jpg',
  'reading-labels-e249-e252-uncured-celery':
    '/articles/reading-labels-e249-e252-uncured-celery.jpg',
  'efsa-2017-nitrite-nitrate-reevaluation-explained':
    '/articles/efsa-2017-nitrite-nitrate-reevaluation-explained.jpg',
  'health-guidelines-processed-meat-how-much':
    '/articles/health-guidelines-processed-meat-how-much.jpg',
  'practical-swaps-and-cooking-tips': '/articles/practical-swaps-and-cooking-tips.jpg',
} as const;

/** Every illustration is drawn at the Open Graph size, so pages can reserve its space. */
export const ARTICLE_IMAGE_SIZE = { width: 1200, height: 630 } as const;
