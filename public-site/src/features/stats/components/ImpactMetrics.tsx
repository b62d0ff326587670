import { Share2, TrendingUp, UserCheck, Users } from 'lucide-react';
import { ACTIVE_MEMBERS, type Stats } from '@campaign/shared';
import { StatCard } from './StatCard';
import styles from './StatGrid.module.css';

/** Impact's four metric cards; Active Members is a fixed figure, not a stored statistic. */
export function ImpactMetrics({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    <ul className={`${styles.grid} ${styles.four}`} aria-busy={loading}>
      <StatCard icon={Users} label="Total Pledges" value={stats?.totalPledges} loading={loading} />
      <StatCard
        icon={TrendingUp}
        label="Growth Rate"
        value={stats?.growthRate}
        suffix="%"
        loading={loading}
      />
      <StatCard
        icon={Share2}
        label="Social Reach"
        value={stats?.socialReach}
        suffix="+"
        loading={loading}
      />
      <StatCard icon={UserCheck} label="Active Members" value={ACTIVE_MEMBERS} loading={false} />
    </ul>
  );
}
