import { statsWithFallbacks } from '@campaign/shared';
import { useStats } from '../api/get-stats';
import { StoredStatCards, type StoredStatLabels } from './StoredStatCards';
import styles from './StatGrid.module.css';

const LABELS: StoredStatLabels = {
  pledges: 'Pledges Taken',
  growth: 'Year-over-Year Growth',
  reach: 'Social Media Reach',
};

/** Home "Our Impact So Far": pledges, growth and reach (fallback figures if the call fails). */
export function HomeImpactStats() {
  const { data, isPending, isError } = useStats();
  const stats = data ?? (isError ? statsWithFallbacks(null) : undefined);
  const loading = isPending && !isError;
  return (
    <ul className={`${styles.grid} ${styles.three}`} aria-busy={loading}>
      <StoredStatCards stats={stats} loading={loading} labels={LABELS} />
    </ul>
  );
}
