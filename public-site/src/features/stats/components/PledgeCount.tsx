import type { PledgeContent } from '@campaign/shared';
import { useSiteSettings } from '@campaign/shared/react';
import { FilledText } from '../../../ui/FilledText';
import { Skeleton } from '../../../ui/Skeleton';
import { useStats } from '../api/get-stats';
import { figureRules, pledgeCountText } from '../../../lib/pledge-figures';
import { GoalProgress } from './GoalProgress';
import styles from './PledgeCount.module.css';

/**
 * Under the pledge form: "Join N+ others who've already pledged" and, when the organiser set a
 * goal, the bar of the pledges toward it. Below the display threshold the count gives way to
 * the "be one of the first" wording and the bar is left out; nothing shows when the statistics
 * cannot be read, nor before the first pledge without a goal.
 */
export function PledgeCount({ texts }: { texts: PledgeContent['count'] }) {
  const { data, isPending, isError } = useStats();
  const settings = useSiteSettings();
  if (isPending && !isError) {
    return (
      <div className={styles.loading} aria-busy="true">
        <Skeleton width="16rem" height="1.25rem" />
        <Skeleton height="0.625rem" />
        <span className="visually-hidden">Loading pledge count...</span>
      </div>
    );
  }
  if (!data) return null;
  const total = data.totalPledges;
  const shows = figureRules(data, settings);
  if (shows.total && total <= 0 && !shows.goal) return null;
  return (
    <div className={styles.wrap}>
      {!shows.total ? (
        <p className={styles.count}>{texts.beFirst}</p>
      ) : (
        total > 0 && (
          <p className={styles.count}>
            <FilledText text={texts.joinOthers} values={{ count: pledgeCountText(total) }} />
          </p>
        )
      )}
      {shows.goal && <GoalProgress total={total} goal={settings.pledgeGoal} texts={texts} />}
    </div>
  );
}
