import { HOME_CARD_TAGS, type BlogListItem } from '@campaign/shared';
import { BlogCard } from './BlogCard';
import styles from './BlogList.module.css';

/**
 * A row of up to three article cards with h3 titles and a few tags each: the home page's
 * featured research and the "Related Articles" after an article.
 */
export function CardRow({
  posts,
  formatDate,
}: {
  posts: readonly BlogListItem[];
  formatDate: (date: string) => string;
}) {
  return (
    <ul className={`${styles.grid} ${styles.featured}`}>
      {posts.map((post, index) => (
        <li key={post.id ?? post.slug} className={styles.item}>
          <BlogCard
            post={post}
            formatDate={formatDate}
            maxTags={HOME_CARD_TAGS}
            headingLevel="h3"
            index={index}
          />
        </li>
      ))}
    </ul>
  );
}
