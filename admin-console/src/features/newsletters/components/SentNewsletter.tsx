import { Button, Progress, Tag } from 'antd';
import { ADMIN_ROUTES, type NewsletterEditionDetail } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { Link } from '@campaign/shared/router';
import { LocalTime } from '../../../lib/components/LocalTime';
import { useSendTest } from '../api/newsletters';
import { isDelivering, progressText } from '../newsletter-draft';
import { NewsletterFrame } from './NewsletterPreview';
import styles from './newsletters.module.css';
import { defined } from '../../../lib/defined';

/** A sent newsletter, read-only: when, to how many, how delivery is going, and what it said. */
export function SentNewsletter({ edition }: { edition: NewsletterEditionDetail }) {
  const test = useSendTest();
  const { queued, sent, failed } = edition.progress;
  const total = queued + sent + failed;
  const sendTest = () =>
    test.mutate(edition.id, {
      onSuccess: ({ to }) =>
        toast({ title: 'Test queued', description: `A copy is on its way to ${to}` }),
      onError: () =>
        toast({ title: 'Error', description: 'Failed to send the test', variant: 'destructive' }),
    });

  return (
    <div className={styles.sent}>
      <div className={styles.sentHeading}>
        <h2 className={styles.paneHeading}>{edition.subject}</h2>
        <Tag color="success">Sent</Tag>
      </div>
      <p className={styles.note}>This newsletter has been sent and can no longer be changed.</p>
      <dl className={styles.facts}>
        <dt>Sent</dt>
        <dd>
          <LocalTime iso={edition.sentAt} />
        </dd>
        <dt>Recipients</dt>
        <dd>{edition.recipients ?? 0}</dd>
        <dt>Delivery</dt>
        <dd>
          <span role="status" aria-live="polite">
            {progressText(edition.progress)}
            {isDelivering(edition) ? ' (updating)' : ''}
          </span>
        </dd>
      </dl>
      {total > 0 && (
        <Progress
          aria-label="Delivered"
          percent={Math.round(((sent + failed) / total) * 100)}
          success={{ percent: Math.round((sent / total) * 100) }}
          {...defined({ status: failed > 0 ? ('exception' as const) : undefined })}
        />
      )}
      <div className={styles.buttons}>
        <Button onClick={sendTest} loading={test.isPending}>
          Send test to me
        </Button>
        <Link to={`${ADMIN_ROUTES.outbox}?kind=newsletter`}>See the copies in the Outbox</Link>
      </div>
      <NewsletterFrame subject={edition.subject} html={edition.html} />
    </div>
  );
}
