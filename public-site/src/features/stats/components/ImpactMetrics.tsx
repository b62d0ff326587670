import { UserCheck } from 'lucide-react';
import { ACTIVE_MEMBERS, type Stats } from '@campaign/shared';
import { StatCard } from './StatCard';
import { StoredStatCards, type StoredStatLabels } from './StoredStatCards';
import styles from './StatGrid.module.css';

const LABELS: StoredStatLabels = {
  pledges: 'Total Pledges',
  growth: 'Growth Rate',
  reach: 'Social Reach',
};

/** Impact's four metric cards; Active Members is a fixed figure, not a stored statistic. */
export function ImpactMetrics({ stats, loading }: { stats: Stats | undefined; loading: boolean }) {
  return (
    <ul className={`${styles.grid} ${styles.four}`} aria-busy={loading}>
      <StoredStatCards stats={stats} loading={loading} labels={LABELS} />
      <StatCard icon={UserCheck} label="Active Members" value={ACTIVE_MEMBERS} loading={false} />
    </ul>
  );
}
