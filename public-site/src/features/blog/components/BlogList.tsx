import { BLOG_SKELETONS, formatMediumDate } from '@campaign/shared';
import { BLOG_LIST_EMPTY, BLOG_LIST_ERROR, useBlogPosts } from '../api/get-blog-posts';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import styles from './BlogList.module.css';

/**
 * The /blog grid: the newest article leads, wide, and the others follow in cards. Three skeletons
 * of the same shapes while loading, or the error or empty text.
 */
export function BlogList() {
  const { data, isPending, isError } = useBlogPosts();

  if (isPending) {
    return (
      <div className={styles.grid} aria-busy="true">
        <span className="visually-hidden" role="status">
          Loading articles...
        </span>
        {Array.from({ length: BLOG_SKELETONS }, (_, i) => (
          <BlogCardSkeleton key={i} lead={i === 0} />
        ))}
      </div>
    );
  }
  if (isError)
    return (
      <p className={styles.message} role="alert">
        {BLOG_LIST_ERROR}
      </p>
    );
  if (data.length === 0) return <p className={styles.message}>{BLOG_LIST_EMPTY}</p>;

  return (
    <ul className={styles.grid}>
      {data.map((post, index) => (
        <li key={post.id ?? post.slug} className={index === 0 ? styles.leadItem : styles.item}>
          <BlogCard
            post={post}
            formatDate={formatMediumDate}
            index={index}
            eagerFirstImage
            lead={index === 0}
          />
        </li>
      ))}
    </ul>
  );
}
