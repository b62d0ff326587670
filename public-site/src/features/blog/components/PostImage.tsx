import type { BlogListItem } from '@campaign/shared';

/**
 * The size of the site's own illustrations (1200×630), reserved while an image named by its URL
 * loads; CSS scales it to the column.
 */
const URL_IMAGE_SIZE = { width: 1200, height: 630 } as const;

export interface PostImageProps {
  post: Pick<BlogListItem, 'image' | 'imageUrl'>;
  className?: string | undefined;
  /** How wide the image is shown, for the browser to pick a variant (the `sizes` attribute). */
  sizes: string;
  /** The text for an image named by its URL, which has no alt text of its own. */
  fallbackAlt: string;
  loading?: 'eager' | 'lazy';
  fetchPriority?: 'high' | 'auto';
}

/**
 * An article's picture. An uploaded image comes in several widths (`srcset`), so a phone loads
 * the small one; its own size reserves the space and its alt text describes it. An image named
 * by its URL (the seeded illustrations, an external picture) is one file of the illustrations'
 * size. Nothing when the article has neither.
 */
export function PostImage({
  post,
  className,
  sizes,
  fallbackAlt,
  loading,
  fetchPriority,
}: PostImageProps) {
  const common = { className, loading, fetchPriority, decoding: 'async' as const };
  if (post.image) {
    const { src, srcset, width, height, alt } = post.image;
    return (
      <img
        {...common}
        src={src}
        srcSet={srcset}
        sizes={sizes}
        width={width}
        height={height}
        alt={alt}
      />
    );
  }
  if (!post.imageUrl) return null;
  return <img {...common} src={post.imageUrl} alt={fallbackAlt} {...URL_IMAGE_SIZE} />;
}
