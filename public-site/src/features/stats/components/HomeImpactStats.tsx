import { TrendingUp, Users, Share2 } from 'lucide-react';
import { statsWithFallbacks } from '@campaign/shared';
import { useStats } from '../api/get-stats';
import { StatCard } from './StatCard';
import styles from './StatGrid.module.css';

/** Home "Our Impact So Far": pledges, growth and reach (fallback figures if the call fails). */
export function HomeImpactStats() {
  const { data, isPending, isError } = useStats();
  const stats = data ?? (isError ? statsWithFallbacks(null) : undefined);
  const loading = isPending && !isError;
  return (
    <ul className={`${styles.grid} ${styles.three}`} aria-busy={loading}>
      <StatCard icon={Users} label="Pledges Taken" value={stats?.totalPledges} loading={loading} />
      <StatCard
        icon={TrendingUp}
        label="Year-over-Year Growth"
        value={stats?.growthRate}
        suffix="%"
        loading={loading}
      />
      <StatCard
        icon={Share2}
        label="Social Media Reach"
        value={stats?.socialReach}
        suffix="+"
        loading={loading}
      />
    </ul>
  );
}
