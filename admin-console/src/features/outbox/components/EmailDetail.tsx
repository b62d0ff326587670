import { Button, Descriptions, Skeleton, Tabs, Tag } from 'antd';
import { RedoOutlined } from '@ant-design/icons';
import type { OutboxEmailDetail } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { LoadError } from '../../../lib/components/LoadError';
import { LocalTime } from '../../../lib/components/LocalTime';
import { useOutboxEmail, useRetryEmail } from '../api/outbox';
import { kindLabel, STATUS_COLORS, STATUS_LABELS } from '../labels';
import styles from './outbox.module.css';

function Facts({ email }: { email: OutboxEmailDetail }) {
  const items = [
    { key: 'to', label: 'To', children: email.to },
    ...(email.replyTo ? [{ key: 'replyTo', label: 'Reply-To', children: email.replyTo }] : []),
    { key: 'kind', label: 'Kind', children: kindLabel(email.kind) },
    {
      key: 'status',
      label: 'Status',
      children: <Tag color={STATUS_COLORS[email.status]}>{STATUS_LABELS[email.status]}</Tag>,
    },
    { key: 'attempts', label: 'Attempts', children: email.attempts },
    ...(email.status === 'queued'
      ? [{ key: 'next', label: 'Next attempt', children: <LocalTime iso={email.nextAttemptAt} /> }]
      : []),
    ...(email.lastError ? [{ key: 'error', label: 'Last error', children: email.lastError }] : []),
    { key: 'created', label: 'Created', children: <LocalTime iso={email.createdAt} /> },
    ...(email.sentAt
      ? [{ key: 'sent', label: 'Sent', children: <LocalTime iso={email.sentAt} /> }]
      : []),
    ...Object.entries(email.headers).map(([name, value]) => ({
      key: `header-${name}`,
      label: name,
      children: <span className={styles.header}>{value}</span>,
    })),
  ];
  return <Descriptions size="small" column={1} bordered items={items} />;
}

/**
 * One email: its facts, then its two parts. The HTML is shown in a frame with `sandbox=""`: no
 * script runs, no form posts, and it cannot reach this page or the site's cookies.
 */
export function EmailDetail({ id }: { id: number }) {
  const email = useOutboxEmail(id);
  const retry = useRetryEmail();

  if (email.isPending) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (email.isError)
    return (
      <LoadError
        message="Failed to load the email."
        error={email.error}
        onRetry={() => void email.refetch()}
      />
    );

  const onRetry = () =>
    retry.mutate(id, {
      onSuccess: () =>
        toast({ title: 'Success', description: 'The email is queued and will be sent again' }),
      onError: (error) =>
        toast({
          title: 'Error',
          description: errorMessage(error, 'Failed to retry the email'),
          variant: 'destructive',
        }),
    });

  const { data } = email;
  return (
    <article className={styles.detail} aria-labelledby={`email-${id}-subject`}>
      <h2 id={`email-${id}-subject`} className={styles.detailSubject}>
        {data.subject}
      </h2>
      <Facts email={data} />
      {data.status === 'failed' && (
        <div className={styles.detailActions}>
          <Button
            type="primary"
            icon={<RedoOutlined aria-hidden="true" />}
            loading={retry.isPending}
            onClick={onRetry}
          >
            Retry
          </Button>
        </div>
      )}
      <Tabs
        className={styles.parts}
        items={[
          {
            key: 'html',
            label: 'As sent (HTML)',
            children: (
              <iframe
                className={styles.frame}
                title={`The HTML part of "${data.subject}"`}
                sandbox=""
                srcDoc={data.html}
              />
            ),
          },
          {
            key: 'text',
            label: 'Plain text',
            children: <pre className={styles.text}>{data.text}</pre>,
          },
        ]}
      />
    </article>
  );
}
