import { z } from '../zod';
import { boundedText, recordIdSchema, requiredText, timestampSchema } from './fields';
import { cleanText } from './text';

export const BLOG_LIMITS = {
  slugMax: 200,
  titleMin: 5,
  titleMax: 200,
  excerptMin: 20,
  excerptMax: 1000,
  contentMin: 50,
  contentMax: 200_000,
  authorMin: 2,
  authorMax: 100,
  tagMax: 50,
  tagsMax: 20,
  citationMax: 1000,
  citationsMax: 100,
  imagePathMax: 500,
} as const;

const L = BLOG_LIMITS;

const blogTitleSchema = boundedText('Title', L.titleMin, L.titleMax);
const blogExcerptSchema = boundedText('Excerpt', L.excerptMin, L.excerptMax, 'multi-line');
const blogContentSchema = boundedText('Content', L.contentMin, L.contentMax, 'multi-line');
const blogAuthorSchema = cleanText(requiredText('Author name').trim(), 'Author name', 'single-line')
  .min(L.authorMin, 'Author name required')
  .max(L.authorMax, `Author name must be at most ${L.authorMax} characters`);

/** Form fields send '' for "no image"; that and null mean absent, not an invalid URL. */
/**
 * An image on this site ("/articles/x.jpg", as the seeded articles have): a path from the root,
 * made absolute with the public origin where a full URL is needed (og:image, feeds).
 */
const siteImagePathSchema = z
  .string()
  .max(L.imagePathMax, `Image URL must be at most ${L.imagePathMax} characters`)
  .regex(/^\/(?![/\\])[\w\-./%]+$/, 'Image URL must be a valid URL');

const optionalImageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
  // http(s) or a path on this site: the value ends up in an <img src> and in og:image.
  z
    .union(
      [
        siteImagePathSchema,
        z.url({ protocol: /^https?$/, error: 'Image URL must be a valid URL' }),
      ],
      { error: 'Image URL must be a valid URL' },
    )
    .optional(),
);

const publishedDateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? new Date(value) : value),
  z.date({ error: 'Published date must be a valid date' }),
);

/** Full blog post as created by seeds or an admin. */
export const blogPostInputSchema = z.object({
  slug: cleanText(requiredText('Slug').trim(), 'Slug', 'single-line')
    .min(1, 'Slug is required')
    .max(L.slugMax, `Slug must be at most ${L.slugMax} characters`),
  title: blogTitleSchema,
  excerpt: blogExcerptSchema,
  content: blogContentSchema,
  author: blogAuthorSchema,
  publishedDate: publishedDateSchema,
  imageUrl: optionalImageUrlSchema,
  tags: z
    .array(boundedText('Tag', 1, L.tagMax))
    .max(L.tagsMax)
    .default([]),
  citations: z
    .array(boundedText('Citation', 1, L.citationMax))
    .max(L.citationsMax)
    .default([]),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

/** Body of PUT /api/admin/blog/{slug}: only the fields the admin editor changes. */
export const blogUpdateInputSchema = z.object({
  title: blogTitleSchema,
  excerpt: blogExcerptSchema,
  content: blogContentSchema,
  author: blogAuthorSchema,
});
export type BlogUpdateInput = z.infer<typeof blogUpdateInputSchema>;

/** One entry of GET /api/blog. */
export const blogListItemSchema = z.object({
  id: recordIdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedDate: timestampSchema,
  imageUrl: z.string().nullish(),
  tags: z.array(z.string()),
});
export type BlogListItem = z.infer<typeof blogListItemSchema>;

/** GET /api/blog/{slug} and the admin list. `content` is trusted HTML written by admins. */
export const blogPostSchema = blogListItemSchema.extend({
  content: z.string(),
  citations: z.array(z.string()).optional(),
  createdAt: timestampSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;
