import { Skeleton } from '../../../ui/Skeleton';
import styles from './BlogCard.module.css';

export function BlogCardSkeleton() {
  return (
    <div className={styles.skeleton} data-testid="blog-card-skeleton" aria-hidden="true">
      <Skeleton height="10rem" />
      <Skeleton width="40%" height="1.25rem" />
      <Skeleton width="85%" height="1.5rem" />
      <Skeleton height="1rem" />
      <Skeleton width="70%" height="1rem" />
    </div>
  );
}
