import { formatShortDate, HOME_CARD_TAGS, HOME_FEATURED_POSTS } from '@campaign/shared';
import { useBlogPosts } from '../api/get-blog-posts';
import { BlogCard } from './BlogCard';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import styles from './BlogList.module.css';

/** Home's research section: the first three posts the API returns (nothing if none). */
export function FeaturedPosts() {
  const { data, isPending } = useBlogPosts();

  if (isPending) {
    return (
      <div className={`${styles.grid} ${styles.featured}`} aria-busy="true">
        {Array.from({ length: HOME_FEATURED_POSTS }, (_, i) => (
          <BlogCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  const posts = (data ?? []).slice(0, HOME_FEATURED_POSTS);
  if (posts.length === 0) return null;

  return (
    <ul className={`${styles.grid} ${styles.featured}`}>
      {posts.map((post, index) => (
        <li key={post.id ?? post.slug} className={styles.item}>
          <BlogCard
            post={post}
            formatDate={formatShortDate}
            maxTags={HOME_CARD_TAGS}
            headingLevel="h3"
            index={index}
          />
        </li>
      ))}
    </ul>
  );
}
