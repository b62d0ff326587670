import { formatNumber, GOAL_MILESTONES, type PledgeContent } from '@campaign/shared';
import { FilledText } from '../../../ui/FilledText';
import { goalPercent, goalPercentText } from '../../../lib/pledge-figures';
import styles from './GoalProgress.module.css';

export interface GoalProgressProps {
  total: number;
  /** The organiser's goal; the caller draws this only for a goal above 0. */
  goal: number;
  texts: Pick<PledgeContent['count'], 'goalProgress' | 'goalReached'>;
}

/**
 * The pledges toward the campaign's goal: a bar with a mark at each milestone (a quarter, half,
 * three quarters) and a line in the organiser's words ("12% of our goal of 5,000 pledges").
 */
export function GoalProgress({ total, goal, texts }: GoalProgressProps) {
  const percent = goalPercent(total, goal);
  const reached = total >= goal;
  const values = {
    count: formatNumber(total),
    goal: formatNumber(goal),
    percent: goalPercentText(total, goal),
  };
  return (
    <div>
      <div
        className={styles.track}
        role="progressbar"
        aria-label="Pledges toward our goal"
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(total, goal)}
        aria-valuetext={`${formatNumber(total)} of ${formatNumber(goal)} pledges`}
      >
        {/* A sliver even for the first pledge, so the bar visibly moves. */}
        <span
          className={styles.fill}
          style={{ width: `${total > 0 ? Math.max(percent, 2) : 0}%` }}
        />
        {GOAL_MILESTONES.map((share) => (
          <span
            key={share}
            className={`${styles.mark} ${percent >= share * 100 ? styles.passed : ''}`}
            style={{ left: `${share * 100}%` }}
            data-testid="goal-milestone"
          />
        ))}
      </div>
      {/* The bar's value says it all to assistive technology; these only place the marks. */}
      <div className={styles.marks} aria-hidden="true">
        {GOAL_MILESTONES.map((share) => (
          <span key={share} style={{ left: `${share * 100}%` }}>
            {formatNumber(Math.round(goal * share))}
          </span>
        ))}
      </div>
      <p className={styles.text}>
        <FilledText text={reached ? texts.goalReached : texts.goalProgress} values={values} />
      </p>
    </div>
  );
}
