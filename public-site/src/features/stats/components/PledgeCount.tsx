import { formatNumber } from '@campaign/shared';
import { useSiteSettings } from '@campaign/shared/react';
import { Skeleton } from '../../../ui/Skeleton';
import { useStats } from '../api/get-stats';
import styles from './PledgeCount.module.css';

/** How far `total` is toward the goal, as a whole percentage from 0 to 100. */
export function goalPercent(total: number, goal: number): number {
  if (goal <= 0) return 100;
  return Math.min(100, Math.max(0, Math.floor((total / goal) * 100)));
}

/**
 * Under the pledge form: "Join N+ others who've already pledged" and a bar of the pledges
 * toward the campaign's goal (the pledge goal of the site settings); nothing without a total.
 */
export function PledgeCount() {
  const { data, isPending, isError } = useStats();
  const { pledgeGoal: goal } = useSiteSettings();
  if (isPending && !isError) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton width="16rem" height="1.25rem" />
        <Skeleton height="0.625rem" />
        <span className="visually-hidden">Loading pledge count...</span>
      </div>
    );
  }
  // Nothing to boast about before the first pledge.
  if (!data || data.totalPledges <= 0) return null;
  const total = data.totalPledges;
  const percent = goalPercent(total, goal);
  const reached = total >= goal;
  return (
    <div className={styles.wrap}>
      <p className={styles.count}>
        Join <strong>{formatNumber(total)}+</strong> others who&apos;ve already pledged
      </p>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Pledges toward our goal"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(total, goal)}
        aria-valuetext={`${formatNumber(total)} of ${formatNumber(goal)} pledges`}
      >
        <span className={styles.fill} style={{ width: `${Math.max(percent, 2)}%` }} />
      </div>
      <p className={styles.goal}>
        {reached
          ? `Goal of ${formatNumber(goal)} pledges reached. Thank you!`
          : `${percent}% of our goal of ${formatNumber(goal)} pledges`}
      </p>
    </div>
  );
}
