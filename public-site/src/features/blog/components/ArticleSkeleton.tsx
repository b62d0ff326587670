import { Skeleton } from '../../../ui/Skeleton';
import styles from './Article.module.css';

export function ArticleSkeleton() {
  return (
    <div className="container" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading article...
      </span>
      <div className={`${styles.narrow} ${styles.skeleton}`} data-testid="article-skeleton">
        <Skeleton width="8rem" height="1.25rem" />
        <Skeleton width="90%" height="2.75rem" />
        <Skeleton width="60%" height="1.25rem" />
        <Skeleton height="14rem" />
        <Skeleton height="1rem" />
        <Skeleton height="1rem" />
        <Skeleton width="75%" height="1rem" />
      </div>
    </div>
  );
}
