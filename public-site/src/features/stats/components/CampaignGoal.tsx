import type { PledgeContent, Stats } from '@campaign/shared';
import { useSiteSettings } from '@campaign/shared/react';
import { figureRules } from '../../../lib/pledge-figures';
import { GoalProgress } from './GoalProgress';
import styles from './CampaignGoal.module.css';

/**
 * The goal's progress as a card of its own (/impact, and the home page when the organiser asks
 * for it): nothing without a goal or before the figures are known; below the display threshold,
 * the "be one of the first" wording instead of a bar that would show a tiny share.
 */
export function CampaignGoal({
  stats,
  texts,
  title,
}: {
  stats: Stats | undefined;
  texts: PledgeContent['count'];
  /** The card's heading (/impact); the home page's section heading already says it. */
  title?: string;
}) {
  const settings = useSiteSettings();
  if (settings.pledgeGoal <= 0 || !stats) return null;
  const shows = figureRules(stats, settings);
  return (
    <section className={styles.card} aria-label={title ? undefined : 'Our goal'}>
      {title && <h2 className={styles.title}>{title}</h2>}
      {shows.goal ? (
        <GoalProgress total={stats.totalPledges} goal={settings.pledgeGoal} texts={texts} />
      ) : (
        <p className={styles.text}>{texts.beFirst}</p>
      )}
    </section>
  );
}
