import { useState } from 'react';
import { Button, Modal, Tag } from 'antd';
import type { NewsletterEditionDetail } from '@campaign/shared';
import { toast } from '@campaign/shared/react';
import { LocalTime } from '../../../lib/components/LocalTime';
import { useCancelSchedule } from '../api/newsletters';
import { NewsletterFrame } from './NewsletterPreview';
import styles from './newsletters.module.css';

/**
 * A scheduled newsletter: when it goes out and to whom, and Cancel, which makes it a draft again
 * (to change it, or send it another time).
 */
export function ScheduledNewsletter({ edition }: { edition: NewsletterEditionDetail }) {
  const cancel = useCancelSchedule();
  const [confirming, setConfirming] = useState(false);
  const onCancel = () =>
    cancel.mutate(edition.id, {
      onSuccess: () => {
        setConfirming(false);
        toast({
          title: 'Scheduled send cancelled',
          description: 'The newsletter is a draft again',
        });
      },
      onError: (error: unknown) => {
        setConfirming(false);
        const message = (error as { body?: { message?: unknown } }).body?.message;
        toast({
          title: 'Error',
          description: typeof message === 'string' ? message : 'Failed to cancel the send',
          variant: 'destructive',
        });
      },
    });

  return (
    <div className={styles.sent}>
      <div className={styles.sentHeading}>
        <h2 className={styles.paneHeading}>{edition.subject}</h2>
        <Tag color="processing">Scheduled</Tag>
      </div>
      <dl className={styles.facts}>
        <dt>Goes out</dt>
        <dd>
          <LocalTime iso={edition.scheduledAt ?? null} />
        </dd>
        <dt>To</dt>
        <dd>{edition.audienceLabel ?? 'Newsletter subscribers'}</dd>
      </dl>
      <p className={styles.note}>
        Whoever is in this audience at that time gets it, each address once. Cancel to change it.
      </p>
      <div className={styles.buttons}>
        <Button danger onClick={() => setConfirming(true)}>
          Cancel scheduled send
        </Button>
      </div>
      <NewsletterFrame subject={edition.subject} html={edition.html} />
      <Modal
        open={confirming}
        title="Cancel the scheduled send?"
        okText="Cancel scheduled send"
        okButtonProps={{ danger: true, loading: cancel.isPending }}
        cancelText="Keep it scheduled"
        onOk={onCancel}
        onCancel={() => setConfirming(false)}
      >
        <p>“{edition.subject}” will not go out and becomes a draft again.</p>
      </Modal>
    </div>
  );
}
