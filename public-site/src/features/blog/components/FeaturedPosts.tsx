import { formatShortDate, HOME_FEATURED_POSTS } from '@campaign/shared';
import { useFeaturedPosts } from '../api/get-blog-posts';
import { CardRow } from './CardRow';
import { BlogCardSkeleton } from './BlogCardSkeleton';
import styles from './BlogList.module.css';

/** Home's research section: the newest three posts, asked for alone (nothing if none). */
export function FeaturedPosts() {
  const { data, isPending } = useFeaturedPosts();

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

  return <CardRow posts={posts} formatDate={formatShortDate} />;
}
