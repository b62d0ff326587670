import { useState } from 'react';
import { Segmented, Skeleton } from 'antd';
import type { ChartMode } from '@campaign/shared';
import { siteSettingsQueryOptions } from '@campaign/shared/react';
import { useQuery } from '@campaign/shared/query';
import { LoadError } from '../../../lib/components/LoadError';
import { useSiteStats } from '../api/get-stats';
import { campaignDayPoints, yearPoints } from '../chart-data';
import { PledgeChart } from './PledgeChart';
import styles from './dashboard.module.css';

const MODES: { value: ChartMode; label: string }[] = [
  { value: 'yearly', label: 'By year' },
  { value: 'daily', label: 'By day' },
];

const IMPACT_SHOWS: Record<ChartMode, string> = {
  yearly: 'The impact page charts the pledges by year (Settings changes it).',
  daily: 'The impact page charts the pledges by day over the campaign (Settings changes it).',
};

/**
 * The pledges as the impact page charts them, from the same statistics: by year, or by day
 * over the campaign period the settings give. It opens on the view the impact page shows; the
 * switch changes only this chart.
 */
export function CampaignChart() {
  const stats = useSiteStats();
  const impactMode = useQuery(siteSettingsQueryOptions()).data?.chartMode;
  const [chosen, setChosen] = useState<ChartMode | null>(null);
  const mode = chosen ?? impactMode ?? 'yearly';

  const controls = (
    <Segmented<ChartMode>
      aria-label="Chart the campaign's pledges"
      size="small"
      options={MODES}
      value={mode}
      onChange={setChosen}
    />
  );

  let chart;
  if (stats.isError) {
    chart = (
      <LoadError
        message="Failed to load the campaign's figures."
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  } else if (!stats.data) {
    chart = <Skeleton active paragraph={{ rows: 6 }} />;
  } else if (mode === 'yearly') {
    chart = (
      <PledgeChart
        title="Pledges by year"
        periodLabel="Year"
        unit="years"
        points={yearPoints(stats.data)}
        controls={controls}
      />
    );
  } else {
    chart = (
      <PledgeChart
        title="Pledges per day of the campaign"
        periodLabel="Day"
        unit="days"
        points={campaignDayPoints(stats.data)}
        controls={controls}
      />
    );
  }

  return (
    <section aria-label="Campaign" className={styles.campaign}>
      {chart}
      {impactMode && <p className={styles.campaignNote}>{IMPACT_SHOWS[impactMode]}</p>}
    </section>
  );
}
