import { BLOG_LIST_LIMIT_MAX } from '../constants';
import { z } from '../zod';
import { boundedText, recordIdSchema, requiredText, timestampSchema } from './fields';
import { revisionSummarySchema } from './revision';
import { cleanText } from './text';
import { uploadedImageSchema } from './upload';

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

/**
 * An image on this site ("/articles/x.jpg", as the seeded articles have): a path from the root,
 * made absolute with the public origin where a full URL is needed (og:image, feeds).
 */
const siteImagePathSchema = z
  .string()
  .max(L.imagePathMax, `Image URL must be at most ${L.imagePathMax} characters`)
  .regex(/^\/(?![/\\])[\w\-./%]+$/, 'Image URL must be a valid URL');

// http(s) or a path on this site: the value ends up in an <img src> and in og:image.
const imageUrlSchema = z.union(
  [siteImagePathSchema, z.url({ protocol: /^https?$/, error: 'Image URL must be a valid URL' })],
  { error: 'Image URL must be a valid URL' },
);

/** Form fields send '' for "no image"; that and null mean absent, not an invalid URL. */
const optionalImageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || undefined : (value ?? undefined)),
  imageUrlSchema.optional(),
);

/** In an edit, '' and null remove the image URL, and leaving the field out keeps it. */
const replacedImageUrlSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim() || null : value),
  imageUrlSchema.nullable().optional(),
);

/** An uploaded image (POST /api/admin/uploads) chosen for the article; null removes it. */
const imageIdSchema = z
  .number({ error: 'Image must be an uploaded image' })
  .int('Image must be an uploaded image')
  .positive('Image must be an uploaded image')
  .nullable();

/**
 * The address of an article, `/blog/{slug}`: lower-case words of letters and digits joined by
 * single hyphens, so every address is written one way and needs no escaping.
 */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

const blogSlugSchema = cleanText(requiredText('Slug').trim(), 'Slug', 'single-line')
  .min(1, { error: 'Slug is required', abort: true })
  .max(L.slugMax, `Slug must be at most ${L.slugMax} characters`)
  .regex(
    BLOG_SLUG_PATTERN,
    'Slug must be lower-case words of letters and digits joined by hyphens, e.g. my-first-article',
  );

/**
 * A draft is never shown; a published article is shown from its published date on (a date in
 * the future schedules it).
 */
export const BLOG_STATUSES = ['draft', 'published'] as const;
export const blogStatusSchema = z.enum(BLOG_STATUSES, {
  error: 'Status must be draft or published',
});
export type BlogStatus = z.infer<typeof blogStatusSchema>;

const publishedDateSchema = z.preprocess(
  (value) => (typeof value === 'string' ? new Date(value) : value),
  z.date({ error: 'Published date must be a valid date' }),
);

const blogTagsSchema = z
  .array(boundedText('Tag', 1, L.tagMax), { error: 'Tags must be a list' })
  .max(L.tagsMax, `At most ${L.tagsMax} tags`);
const blogCitationsSchema = z
  .array(boundedText('Citation', 1, L.citationMax), { error: 'Citations must be a list' })
  .max(L.citationsMax, `At most ${L.citationsMax} citations`);

/** What every way of writing an article (seeds, the console's create and edit) checks alike. */
const articleTextFields = {
  slug: blogSlugSchema,
  title: blogTitleSchema,
  excerpt: blogExcerptSchema,
  content: blogContentSchema,
  author: blogAuthorSchema,
};

/** Full blog post as created by seeds. */
export const blogPostInputSchema = z.object({
  ...articleTextFields,
  publishedDate: publishedDateSchema,
  imageUrl: optionalImageUrlSchema,
  tags: blogTagsSchema.default([]),
  citations: blogCitationsSchema.default([]),
});
export type BlogPostInput = z.infer<typeof blogPostInputSchema>;

const ONE_IMAGE = 'Choose an uploaded image or an image URL, not both';

/** An article shows one image: an uploaded one or one named by its URL. */
function oneImageOnly(
  input: { imageId?: number | null | undefined; imageUrl?: string | null | undefined },
  ctx: z.RefinementCtx,
) {
  if (input.imageId != null && input.imageUrl != null)
    ctx.addIssue({ code: 'custom', path: ['imageUrl'], message: ONE_IMAGE });
}

/**
 * Body of POST /api/admin/blog: a new article. It starts as a draft unless `status` says
 * `published`; without a date it is dated now.
 */
export const blogCreateInputSchema = z
  .object({
    ...articleTextFields,
    publishedDate: publishedDateSchema.optional(),
    status: blogStatusSchema.default('draft'),
    imageUrl: replacedImageUrlSchema,
    imageId: imageIdSchema.optional(),
    tags: blogTagsSchema.default([]),
    citations: blogCitationsSchema.default([]),
  })
  .superRefine(oneImageOnly);
export type BlogCreateInput = z.input<typeof blogCreateInputSchema>;

/**
 * Body of PUT /api/admin/blog/{slug}: any of the editable fields; those left out keep their
 * value. Changing `slug` moves the article to a new address. Setting an uploaded image removes
 * the image URL and the other way round.
 */
export const blogUpdateInputSchema = z
  .object({
    ...articleTextFields,
    publishedDate: publishedDateSchema,
    status: blogStatusSchema,
    imageUrl: replacedImageUrlSchema,
    imageId: imageIdSchema,
    tags: blogTagsSchema,
    citations: blogCitationsSchema,
  })
  .partial()
  .superRefine(oneImageOnly);
export type BlogUpdateInput = z.input<typeof blogUpdateInputSchema>;

/** One entry of GET /api/blog. */
export const blogListItemSchema = z.object({
  id: recordIdSchema,
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  publishedDate: timestampSchema,
  imageUrl: z.string().nullish(),
  /** An uploaded image, with its variants and alt text; `imageUrl` is then its widest variant. */
  image: uploadedImageSchema.nullish(),
  tags: z.array(z.string()),
});
export type BlogListItem = z.infer<typeof blogListItemSchema>;

/**
 * The query of GET /api/blog. Without one it answers every public article (as it always has);
 * `limit` answers the newest N; `page` answers one page of BLOG_PAGE_SIZE with the counts the
 * page links need (blogListPageSchema).
 */
export const blogListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(BLOG_LIST_LIMIT_MAX).optional(),
    page: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  })
  .refine((query) => query.limit === undefined || query.page === undefined, {
    message: 'Ask for a page or a limit, not both',
  });
export type BlogListQuery = z.infer<typeof blogListQuerySchema>;

/** GET /api/blog?page=N: one page of the public articles, newest first. */
export const blogListPageSchema = z.object({
  posts: z.array(blogListItemSchema),
  page: z.number().int(),
  pageCount: z.number().int(),
  total: z.number().int(),
});
export type BlogListPage = z.infer<typeof blogListPageSchema>;

/**
 * GET /api/blog/{slug}/related: up to RELATED_POSTS articles for the end of an article, those
 * sharing most tags first; when fewer share one, the newest others fill the places and
 * `allRelated` is false.
 */
export const relatedPostsSchema = z.object({
  posts: z.array(blogListItemSchema),
  allRelated: z.boolean(),
});
export type RelatedPosts = z.infer<typeof relatedPostsSchema>;

/** GET /api/blog/{slug} and the admin list. `content` is trusted HTML written by admins. */
export const blogPostSchema = blogListItemSchema.extend({
  content: z.string(),
  citations: z.array(z.string()).optional(),
  createdAt: timestampSchema,
});
export type BlogPost = z.infer<typeof blogPostSchema>;

/**
 * POST /api/admin/blog/preview: an article as GET /api/blog/{slug} would answer it once saved,
 * without what only saving gives it (an id, a creation time).
 */
export const articlePreviewSchema = blogPostSchema.omit({ id: true, createdAt: true });
export type ArticlePreview = z.infer<typeof articlePreviewSchema>;

/** GET /api/admin/blog (and the answers of the article writes): with status and image id. */
export const adminBlogPostSchema = blogPostSchema.extend({
  status: blogStatusSchema,
  imageId: z.number().int().nullish(),
});
export type AdminBlogPost = z.infer<typeof adminBlogPostSchema>;

/** GET /api/admin/blog/{slug}/revisions: one saved version, newest first, without its text. */
export const articleRevisionSummarySchema = revisionSummarySchema.extend({
  title: z.string(),
  status: blogStatusSchema,
});
export type ArticleRevisionSummary = z.infer<typeof articleRevisionSummarySchema>;

/** GET /api/admin/blog/{slug}/revisions/{id}: the version as the console's list holds articles. */
export const articleRevisionSchema = articleRevisionSummarySchema.extend({
  article: adminBlogPostSchema,
});
export type ArticleRevision = z.infer<typeof articleRevisionSchema>;
