import type { Knex } from 'knex';

// The seeded articles gained illustrations (served from the site's own /articles/ folder). A site
// that seeded them before gets them too, unless an organiser already chose an image. The slugs
// are written out, not imported, so this migration does the same thing forever.
const IMAGES: Record<string, string> = {
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
};

export async function up(knex: Knex): Promise<void> {
  for (const [slug, image] of Object.entries(IMAGES)) {
    await knex('blog_posts').where({ slug }).whereNull('image_url').update({ image_url: image });
  }
}

export async function down(knex: Knex): Promise<void> {
  for (const [slug, image] of Object.entries(IMAGES)) {
    await knex('blog_posts').where({ slug, image_url: image }).update({ image_url: null });
  }
}
