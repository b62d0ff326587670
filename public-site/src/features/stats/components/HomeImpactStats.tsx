import type { HomepageContent, PledgeContent } from '@campaign/shared';
import { useSiteSettings } from '@campaign/shared/react';
import { usePageStats } from '../api/use-page-stats';
import { CampaignGoal } from './CampaignGoal';
import { statGridClass } from './stat-grid';
import { StoredStatCards, storedStatCount } from './StoredStatCards';
import styles from './StatGrid.module.css';

/**
 * Home "Our Impact So Far": pledges, growth and reach (fallback figures if the call fails), and
 * the goal's progress under them when the organiser shows it on the home page.
 */
export function HomeImpactStats({
  labels,
  countTexts,
}: {
  labels: HomepageContent['impactSoFar'];
  countTexts: PledgeContent['count'];
}) {
  const { stats, loading } = usePageStats();
  const settings = useSiteSettings();
  return (
    <>
      <ul className={statGridClass(storedStatCount(stats, settings))} aria-busy={loading}>
        <StoredStatCards
          stats={stats}
          loading={loading}
          settings={settings}
          labels={{
            pledges: labels.pledgesLabel,
            growth: labels.growthLabel,
            reach: labels.reachLabel,
          }}
        />
      </ul>
      {settings.goalOnHome && (
        <div className={styles.after}>
          <CampaignGoal stats={stats} texts={countTexts} />
        </div>
      )}
    </>
  );
}
