import { Share2, TrendingUp, Users } from 'lucide-react';
import type { Stats } from '@campaign/shared';
import { StatCard } from './StatCard';

/** What a page calls each stored figure; home and impact word them differently. */
export interface StoredStatLabels {
  pledges: string;
  growth: string;
  reach: string;
}

interface StoredStatCardsProps {
  stats: Stats | undefined;
  loading: boolean;
  labels: StoredStatLabels;
}

/**
 * The stored statistics as cards: pledges, growth (%) and social reach (+). No list of its own:
 * the page's grid holds them beside any figures of its own.
 */
export function StoredStatCards({ stats, loading, labels }: StoredStatCardsProps) {
  return (
    <>
      <StatCard icon={Users} label={labels.pledges} value={stats?.totalPledges} loading={loading} />
      <StatCard
        icon={TrendingUp}
        label={labels.growth}
        value={stats?.growthRate}
        suffix="%"
        loading={loading}
      />
      <StatCard
        icon={Share2}
        label={labels.reach}
        value={stats?.socialReach}
        suffix="+"
        loading={loading}
      />
    </>
  );
}
