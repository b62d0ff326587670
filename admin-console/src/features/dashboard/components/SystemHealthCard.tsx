import { Card, Skeleton, Tag } from 'antd';
import { ADMIN_ROUTES, type SystemHealth } from '@campaign/shared';
import { Link } from '@campaign/shared/router';
import { LoadError } from '../../../lib/components/LoadError';
import { useSystemHealth } from '../api/get-system-health';
import { backupText, failuresText, outboxText, STALE_QUEUE_SECONDS } from '../system-health-text';
import styles from './system-health.module.css';

type Level = 'ok' | 'warning' | 'error';
const TAGS: Record<Level, { color: string; text: string }> = {
  ok: { color: 'success', text: 'OK' },
  warning: { color: 'warning', text: 'Check' },
  error: { color: 'error', text: 'Problem' },
};

interface Row {
  key: string;
  label: string;
  level: Level;
  text: string;
  detail?: string | null;
}

function rowsOf(health: SystemHealth): Row[] {
  const { mail, outbox, failures } = health;
  return [
    {
      key: 'mail',
      label: 'Email',
      level: mail.configured ? 'ok' : 'warning',
      text: mail.summary,
    },
    {
      key: 'outbox',
      label: 'Outbox',
      level:
        (outbox.oldestQueuedAgeSeconds ?? 0) > STALE_QUEUE_SECONDS && mail.configured
          ? 'warning'
          : 'ok',
      text: outboxText(health),
    },
    {
      key: 'failures',
      label: 'Failed sends',
      level: failures.last24Hours > 0 ? 'error' : 'ok',
      text: failuresText(health),
      detail: failures.last24Hours > 0 ? failures.lastError : null,
    },
    {
      key: 'backup',
      label: 'Last backup',
      level: health.lastBackup ? 'ok' : 'warning',
      text: backupText(health),
    },
  ];
}

/** The card itself, from an answer of GET /api/admin/system-health. */
export function SystemHealthView({ health }: { health: SystemHealth }) {
  return (
    <dl className={styles.rows}>
      {rowsOf(health).map((row) => (
        <div key={row.key} className={styles.row} data-level={row.level}>
          <dt className={styles.label}>
            {row.label}
            <Tag color={TAGS[row.level].color} className={styles.tag}>
              {TAGS[row.level].text}
            </Tag>
          </dt>
          <dd className={styles.text}>
            {row.text}
            {row.detail && <code className={styles.detail}>{row.detail}</code>}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** "System health" on the dashboard, for admins: email, the outbox, failures and backups. */
export function SystemHealthCard() {
  const health = useSystemHealth(true);
  return (
    <Card
      title={<h2 className={styles.title}>System health</h2>}
      className={styles.card}
      extra={<Link to={ADMIN_ROUTES.outbox}>View the outbox</Link>}
      aria-label="System health"
      role="region"
    >
      {health.isError ? (
        <LoadError
          message="Failed to load the system health."
          error={health.error}
          onRetry={() => void health.refetch()}
        />
      ) : health.data ? (
        <SystemHealthView health={health.data} />
      ) : (
        <Skeleton active paragraph={{ rows: 4 }} />
      )}
    </Card>
  );
}
