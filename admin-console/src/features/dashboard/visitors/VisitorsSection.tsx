import { useId, useState } from 'react';
import { Alert, Segmented, Skeleton, Statistic } from 'antd';
import { formatNumber, formatShortDate, type VisitorStats } from '@campaign/shared';
import { LoadError } from '../../../lib/components/LoadError';
import { useVisitorStats } from './get-visitor-stats';
import styles from './visitors.module.css';
import sectionStyles from '../section.module.css';

const RANGES = [
  { value: 7, label: '7 days' },
  { value: 30, label: '30 days' },
  { value: 90, label: '90 days' },
];

type TopList = VisitorStats['pages'];

function Top({ title, list, empty }: { title: string; list: TopList; empty: string }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={styles.top}>
      <h3 id={id} className={styles.topTitle}>
        {title}
      </h3>
      {list.length === 0 ? (
        <p className={sectionStyles.muted}>{empty}</p>
      ) : (
        <ol className={styles.topList}>
          {list.map((entry) => (
            <li key={entry.value} className={styles.topEntry}>
              <span className={styles.value}>{entry.value}</span>
              <span className={styles.count}>{formatNumber(entry.count)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** The campaign tags, each kind's values named by their kind. */
const campaignTags = ({ campaigns }: VisitorStats): TopList =>
  [
    ...campaigns.campaign.map((entry) => ({ ...entry, value: `campaign: ${entry.value}` })),
    ...campaigns.source.map((entry) => ({ ...entry, value: `source: ${entry.value}` })),
    ...campaigns.medium.map((entry) => ({ ...entry, value: `medium: ${entry.value}` })),
  ].sort((a, b) => b.count - a.count);

/** Each day's views and visitors, newest first, with a bar of its views beside them. */
function DailyTable({ stats }: { stats: VisitorStats }) {
  const most = Math.max(1, ...stats.days.map((day) => day.views));
  return (
    // A scrolling box: focusable, so a keyboard can scroll it too.
    <div
      className={styles.tableWrap}
      role="region"
      aria-label="Views and visitors per day"
      tabIndex={0}
    >
      <table className={styles.table}>
        <caption className="visually-hidden">Views and visitors per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Views</th>
            <th scope="col">Visitors</th>
            <th scope="col" aria-hidden="true" className={styles.barColumn} />
          </tr>
        </thead>
        <tbody>
          {[...stats.days].reverse().map((day) => (
            <tr key={day.date}>
              <th scope="row">{formatShortDate(day.date)}</th>
              <td>{formatNumber(day.views)}</td>
              <td>{formatNumber(day.uniques)}</td>
              <td aria-hidden="true" className={styles.barColumn}>
                <span
                  className={styles.bar}
                  style={{ width: `${Math.round((day.views / most) * 100)}%` }}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * "Visitors" on the dashboard: page views and unique visitors per day, counted on the server
 * without cookies (GET /api/admin/visitor-stats), and where visits began. Its own module, so
 * other sections can sit beside it.
 */
export function VisitorsSection() {
  const [days, setDays] = useState(30);
  const stats = useVisitorStats(days);
  const titleId = useId();

  let body;
  if (stats.isError) {
    body = (
      <LoadError
        message="Failed to load the visitor figures."
        error={stats.error}
        onRetry={() => void stats.refetch()}
      />
    );
  } else if (!stats.data) {
    body = <Skeleton active paragraph={{ rows: 6 }} />;
  } else {
    const data = stats.data;
    body = (
      <>
        {!data.counting && (
          <Alert
            type="info"
            showIcon
            className={styles.notice}
            title="Visits are not being counted"
            description="The server runs with VISITOR_STATS=off; figures counted before are shown."
          />
        )}
        <div className={styles.totals}>
          <Statistic title="Page views" value={data.totals.views} groupSeparator="," />
          <Statistic
            title="Visitors (each day's added up)"
            value={data.totals.uniques}
            groupSeparator=","
          />
        </div>
        <DailyTable stats={data} />
        <div className={styles.tops}>
          <Top title="Top pages" list={data.pages} empty="No views yet." />
          <Top title="Landing pages" list={data.landingPages} empty="No visits yet." />
          <Top title="Referring sites" list={data.referrers} empty="No visits from other sites." />
          <Top title="Campaign tags" list={campaignTags(data)} empty="No tagged visits." />
        </div>
      </>
    );
  }

  return (
    <section id="visitors" aria-labelledby={titleId} className={sectionStyles.section}>
      <div className={sectionStyles.header}>
        <h2 id={titleId} className={sectionStyles.title}>
          Visitors
        </h2>
        <Segmented<number>
          aria-label="Days of visitor figures"
          size="small"
          options={RANGES}
          value={days}
          onChange={setDays}
        />
      </div>
      <p className={sectionStyles.muted}>
        Counted on the server from page requests, robots left out. A visitor is known only by a code
        that changes every day: no cookies, and no address or browser details kept. Days are UTC.
      </p>
      {body}
    </section>
  );
}
