import { Skeleton } from '../../../ui/Skeleton';
import styles from './BlogCard.module.css';

/** A card's shape while the articles load: picture, tags, title, excerpt, byline, link. */
export function BlogCardSkeleton({ lead = false }: { lead?: boolean }) {
  return (
    <div
      className={lead ? `${styles.skeleton} ${styles.lead}` : styles.skeleton}
      data-testid="blog-card-skeleton"
      aria-hidden="true"
    >
      <div className={styles.skeletonImage} />
      <div className={styles.body}>
        <div className={styles.skeletonTags}>
          <Skeleton width="4.5rem" height="1.4rem" />
          <Skeleton width="3.5rem" height="1.4rem" />
        </div>
        <div className={styles.skeletonLines}>
          <Skeleton width="90%" height="1.35rem" />
          <Skeleton width="60%" height="1.35rem" />
        </div>
        <div className={styles.skeletonLines}>
          <Skeleton height="0.95rem" />
          <Skeleton height="0.95rem" />
          <Skeleton width="70%" height="0.95rem" />
        </div>
        <Skeleton width="55%" height="0.95rem" />
        <Skeleton width="7rem" height="1.1rem" />
      </div>
    </div>
  );
}
