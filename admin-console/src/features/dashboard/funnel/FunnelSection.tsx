import { useId, useState } from 'react';
import { Segmented, Skeleton, Statistic, Table } from 'antd';
import {
  formatNumber,
  formatShortDate,
  type Funnel,
  type FunnelPeriod,
  type FunnelTagEntry,
} from '@campaign/shared';
import { LoadError } from '../../../lib/components/LoadError';
import { PledgeChart } from '../components/PledgeChart';
import { dayPoints } from '../chart-data';
import { useFunnel } from './get-funnel';
import { formatChange, formatRate } from './funnel-text';
import styles from './funnel.module.css';
import sectionStyles from '../section.module.css';

const PERIODS: { value: FunnelPeriod; label: string }[] = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
  { value: 'campaign', label: 'Campaign' },
];

const HEADLINES = [
  { key: 'visitors', label: 'Visitors' },
  { key: 'pledgePageViews', label: 'Pledge page views' },
  { key: 'pledges', label: 'Pledges' },
  { key: 'signups', label: 'Sign-ups' },
  { key: 'confirmed', label: 'Confirmed' },
] as const;

/** A table that scrolls sideways inside a named, focusable box, so a keyboard can scroll it. */
function TagTable({
  title,
  column,
  rows,
  empty,
}: {
  title: string;
  /** What the first column lists: "Source", "Site", "Campaign". */
  column: string;
  rows: FunnelTagEntry[];
  empty: string;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.top}>
      <h3 id={id} className={styles.topTitle}>
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className={sectionStyles.muted}>{empty}</p>
      ) : (
        <div className={styles.tableWrap} role="region" aria-label={`${title} table`} tabIndex={0}>
          <Table<FunnelTagEntry>
            size="small"
            pagination={false}
            rowKey="value"
            dataSource={rows}
            columns={[
              { title: column, dataIndex: 'value', className: styles.valueCell },
              {
                title: 'Pledges',
                dataIndex: 'pledges',
                align: 'right',
                render: (n: number) => formatNumber(n),
              },
              {
                title: 'Visits',
                dataIndex: 'visits',
                align: 'right',
                render: (n: number) => formatNumber(n),
              },
              {
                title: 'Conversion',
                dataIndex: 'rate',
                align: 'right',
                render: (rate: number | null) => formatRate(rate),
              },
            ]}
          />
        </div>
      )}
    </section>
  );
}

/** visitors → pledge page → pledges, and sign-ups → confirmed, each step with its rate. */
function Steps({ data }: { data: Funnel }) {
  const { current, rates } = data;
  const most = Math.max(1, current.visitors, current.pledgePageViews, current.pledges);
  const mostSignups = Math.max(1, current.signups);
  const steps = [
    { label: 'Visitors', value: current.visitors, of: most, rate: null },
    {
      label: 'Viewed the pledge page',
      value: current.pledgePageViews,
      of: most,
      rate: `${formatRate(rates.visitorsToPledgePage)} of visitors`,
    },
    {
      label: 'Pledged',
      value: current.pledges,
      of: most,
      rate: `${formatRate(rates.pledgePageToPledge)} of pledge page views, ${formatRate(rates.visitorsToPledge)} of visitors`,
    },
    { label: 'Signed up for the newsletter', value: current.signups, of: mostSignups, rate: null },
    {
      label: 'Confirmed',
      value: current.confirmed,
      of: mostSignups,
      rate: `${formatRate(rates.signupsConfirmed)} of sign-ups`,
    },
  ];
  return (
    <ol className={styles.steps} aria-label="Funnel">
      {steps.map((step) => (
        <li key={step.label} className={styles.step}>
          <div className={styles.stepText}>
            <span>{step.label}</span>
            <strong className={styles.stepValue}>{formatNumber(step.value)}</strong>
          </div>
          <span className={styles.stepTrack} aria-hidden="true">
            <span
              className={styles.stepBar}
              style={{ width: `${Math.round((step.value / step.of) * 100)}%` }}
            />
          </span>
          {step.rate && <span className={styles.stepRate}>{step.rate}</span>}
        </li>
      ))}
    </ol>
  );
}

function goalText({ goal }: Funnel): string | null {
  if (goal.target === 0) return null;
  const share = Math.floor((goal.total / goal.target) * 100);
  const so = `${formatNumber(goal.total)} of the goal of ${formatNumber(goal.target)} pledges so far (${share}%).`;
  if (goal.total >= goal.target) return `${so} The goal is reached.`;
  if (goal.neededPerDay === null) return so;
  return `${so} ${formatNumber(goal.neededPerDay)} a day until the campaign's last day would reach it.`;
}

/**
 * "What works" on the dashboard (GET /api/admin/dashboard/funnel): for a period, the headline
 * figures against the period before, the funnel with its rates, pledges per day against the
 * goal, the sources, referring sites and campaigns with what they brought, and the top sharers.
 */
export function FunnelSection() {
  const [period, setPeriod] = useState<FunnelPeriod>('30');
  const funnel = useFunnel(period);
  const titleId = useId();
  const sharersId = useId();

  let body;
  if (funnel.isError) {
    body = (
      <LoadError
        message="Failed to load what works."
        error={funnel.error}
        onRetry={() => void funnel.refetch()}
      />
    );
  } else if (!funnel.data) {
    body = <Skeleton active paragraph={{ rows: 8 }} />;
  } else {
    const data = funnel.data;
    const goal = goalText(data);
    body = (
      <>
        <p className={sectionStyles.muted}>
          {formatShortDate(data.from)} to {formatShortDate(data.to)}, against{' '}
          {formatShortDate(data.previous.from)} to {formatShortDate(data.previous.to)}.
        </p>
        <div className={styles.headlines}>
          {HEADLINES.map(({ key, label }) => (
            <div key={key} className={styles.headline}>
              <Statistic title={label} value={data.current[key]} groupSeparator="," />
              <span className={styles.change}>
                <span>{formatChange(data.changes[key])}</span>
                <span className="visually-hidden"> against the period before</span>
              </span>
            </div>
          ))}
        </div>
        <Steps data={data} />
        {goal && <p className={styles.goal}>{goal}</p>}
        <PledgeChart
          title="Pledges per day"
          periodLabel="Day"
          unit="days"
          points={dayPoints(data)}
        />
        <div className={styles.tops}>
          <TagTable
            title="Top sources"
            column="Source"
            rows={data.sources}
            empty="No tagged pledges or visits."
          />
          <TagTable
            title="Top referring sites"
            column="Site"
            rows={data.referrers}
            empty="No pledges or visits from other sites."
          />
          <TagTable
            title="Top campaigns"
            column="Campaign"
            rows={data.campaigns}
            empty="No pledges or visits with a campaign tag."
          />
          <section aria-labelledby={sharersId} className={styles.top}>
            <h3 id={sharersId} className={styles.topTitle}>
              Top sharers
            </h3>
            {data.sharers.length === 0 ? (
              <p className={sectionStyles.muted}>No one brought a pledge in this period.</p>
            ) : (
              <ol className={styles.sharers}>
                {data.sharers.map((sharer, i) => (
                  <li key={`${sharer.firstName}-${i}`} className={styles.sharer}>
                    <span className={styles.value}>{sharer.firstName}</span>
                    <span className={styles.count}>
                      {formatNumber(sharer.brought)} {sharer.brought === 1 ? 'person' : 'people'}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      </>
    );
  }

  return (
    <section id="what-works" aria-labelledby={titleId} className={sectionStyles.section}>
      <div className={sectionStyles.header}>
        <h2 id={titleId} className={sectionStyles.title}>
          What works
        </h2>
        <Segmented<FunnelPeriod>
          aria-label="Period of the figures"
          size="small"
          options={PERIODS}
          value={period}
          onChange={setPeriod}
        />
      </div>
      {body}
    </section>
  );
}
