import type { Model } from 'objection';
import type { BlogPost, Upload } from '../models';
import { uploadedImageOf } from '../uploads/variant-names';

/** An article row as read with its uploaded image (`withGraphFetched('image')`). */
export type ArticleRow = Omit<BlogPost, 'image' | keyof Model> & {
  image?: Upload | null;
};

/**
 * An article's image as visitors get it: an uploaded image (with its variants and alt text) wins
 * over an image URL, and `imageUrl` is then its widest variant, so link previews, the feed and
 * structured data, which take one URL, use it too.
 */
function imageFields(post: Pick<ArticleRow, 'image' | 'imageUrl'>) {
  const image = post.image ? uploadedImageOf(post.image) : null;
  return { imageUrl: image?.src ?? post.imageUrl ?? null, image };
}

/** One entry of GET /api/blog (the post was read with `BLOG_LIST_COLUMNS` and its image). */
export function publicListItem(post: ArticleRow) {
  return {
    id: post.id,
    slug: post.slug,
    title: post.title,
    excerpt: post.excerpt,
    author: post.author,
    publishedDate: post.publishedDate,
    ...imageFields(post),
    tags: post.tags,
  };
}

/** What the console's preview shows: the public article as it would be, before it is saved. */
export function previewArticle(post: Omit<ArticleRow, 'id' | 'createdAt'>) {
  const { id: _id, ...item } = publicListItem({ ...post, id: 0, createdAt: new Date(0) });
  return { ...item, content: post.content, citations: post.citations };
}

/** GET /api/blog/{slug}: the article with its content and citations. */
export function publicArticle(post: ArticleRow) {
  return {
    ...publicListItem(post),
    content: post.content,
    citations: post.citations,
    createdAt: post.createdAt,
  };
}

/**
 * The console's view: the public article plus its status, and the image as stored: `imageId`
 * for an uploaded image (with `image`), or `imageUrl` as typed, never both.
 */
export function adminArticle(post: ArticleRow) {
  return {
    ...publicArticle(post),
    imageUrl: post.image ? null : (post.imageUrl ?? null),
    imageId: post.image ? post.image.id : null,
    status: post.status,
  };
}
