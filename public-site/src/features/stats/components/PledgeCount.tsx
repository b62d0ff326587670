import { formatNumber } from '@campaign/shared';
import { Skeleton } from '../../../ui/Skeleton';
import { useStats } from '../api/get-stats';
import styles from './PledgeCount.module.css';

/** "Join N+ others who've already pledged" under the pledge form; nothing without a total. */
export function PledgeCount() {
  const { data, isPending, isError } = useStats();
  if (isPending && !isError) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton width="16rem" height="1.25rem" />
        <span className="visually-hidden">Loading pledge count...</span>
      </div>
    );
  }
  // Nothing to boast about before the first pledge.
  if (!data || data.totalPledges <= 0) return null;
  return (
    <p className={styles.count}>
      Join <strong>{formatNumber(data.totalPledges)}+</strong> others who&apos;ve already pledged
    </p>
  );
}
