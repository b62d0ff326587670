import { Card, Skeleton, Statistic } from 'antd';
import { ADMIN_ROUTES, DASHBOARD_DAYS } from '@campaign/shared';
import { Link } from '@campaign/shared/router';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { useSignedInUser } from '../../../lib/signed-in-user';
import { useDashboard } from '../api/get-dashboard';
import { dayPoints, monthPoints } from '../chart-data';
import { CampaignChart } from './CampaignChart';
import { PledgeChart } from './PledgeChart';
import { SystemHealthCard } from './SystemHealthCard';
import { FunnelSection } from '../funnel/FunnelSection';
import { VisitorsSection } from '../visitors/VisitorsSection';
import styles from './dashboard.module.css';

/**
 * Dashboard: the three totals, System health for admins, the pledges as the impact page charts them (by year or by day
 * of the campaign), then pledges per day (30 days) and per month, then what works (the funnel,
 * sources and sharers of a period), then the site's visitors.
 */
export function DashboardArea() {
  const dashboard = useDashboard();
  const isAdmin = useSignedInUser().role === 'admin';
  const title = areaOf('dashboard').title;

  if (dashboard.isError) {
    return (
      <>
        <AreaHeader title={title} />
        <LoadError
          message="Failed to load the dashboard."
          error={dashboard.error}
          onRetry={() => void dashboard.refetch()}
        />
      </>
    );
  }

  const data = dashboard.data;
  const totals = [
    { key: 'pledges', label: 'Pledges', value: data?.totals.pledges, to: ADMIN_ROUTES.pledges },
    {
      key: 'subscribers',
      label: 'Newsletter subscribers',
      value: data?.totals.subscribers,
      to: ADMIN_ROUTES.subscribers,
    },
    {
      key: 'messages',
      label: 'Unhandled messages',
      value: data?.totals.unhandledMessages,
      to: ADMIN_ROUTES.messages,
    },
  ];

  return (
    <>
      <AreaHeader title={title} lead="How the campaign is doing. Days and months are in UTC." />
      <section aria-label="Totals" className={styles.totals}>
        {totals.map((total) => (
          <Card key={total.key} className={styles.total}>
            <Statistic
              title={total.label}
              value={total.value ?? 0}
              loading={dashboard.isPending}
              groupSeparator=","
            />
            {isAdmin && (
              <Link to={total.to} className={styles.totalLink}>
                View {total.label.toLowerCase()}
              </Link>
            )}
          </Card>
        ))}
      </section>
      {isAdmin && <SystemHealthCard />}
      <CampaignChart />
      {data ? (
        <div className={styles.charts}>
          <PledgeChart
            title={`Pledges per day, last ${DASHBOARD_DAYS} days`}
            periodLabel="Day"
            unit="days"
            points={dayPoints(data)}
          />
          <PledgeChart
            title="Pledges per month"
            periodLabel="Month"
            unit="months"
            points={monthPoints(data)}
          />
        </div>
      ) : (
        <Skeleton active paragraph={{ rows: 8 }} />
      )}
      <FunnelSection />
      <VisitorsSection />
    </>
  );
}
