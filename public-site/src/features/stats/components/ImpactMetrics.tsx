import { UserCheck } from 'lucide-react';
import type { ImpactContent, SiteSettings, Stats } from '@campaign/shared';
import { StatCard } from './StatCard';
import { statGridClass } from './stat-grid';
import { StoredStatCards, storedStatCount } from './StoredStatCards';

/** Impact's metric cards; Social Reach and Active Members are figures the organiser enters. */
export function ImpactMetrics({
  stats,
  loading,
  labels,
  settings,
}: {
  stats: Stats | undefined;
  loading: boolean;
  labels: ImpactContent['metrics'];
  settings: SiteSettings;
}) {
  return (
    <ul className={statGridClass(storedStatCount(stats, settings) + 1)} aria-busy={loading}>
      <StoredStatCards
        stats={stats}
        loading={loading}
        settings={settings}
        labels={{
          pledges: labels.totalPledges,
          growth: labels.growthRate,
          reach: labels.socialReach,
        }}
      />
      <StatCard
        icon={UserCheck}
        label={labels.activeMembers}
        value={settings.activeMembers}
        loading={false}
      />
    </ul>
  );
}
