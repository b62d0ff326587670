import { useEffect, useId, useRef } from 'react';
import { Button, Popconfirm, Tag } from 'antd';
import { CheckOutlined, DeleteOutlined, MailOutlined, UndoOutlined } from '@ant-design/icons';
import type { InboxMessage } from '@campaign/shared';
import { useSiteInfo } from '@campaign/shared/react';
import { useLocation } from '@campaign/shared/router';
import { useMailStatus } from '../../../lib/api/mail-status';
import { LocalTime } from '../../../lib/components/LocalTime';
import { formatLocalDateTime } from '../../../lib/format-time';
import { replyLink } from '../reply-link';
import { ReplyForm } from './ReplyForm';
import styles from './messages.module.css';

interface MessageDetailProps {
  message: InboxMessage;
  busy: boolean;
  onToggleHandled: () => void;
  /** Settles when the deletion has an answer: the confirmation shows it is working until then. */
  onDelete: () => Promise<void>;
  /** A reply was queued (the message is now handled). */
  onReplied: () => void;
}

/**
 * One message in full, with Reply by email (a form sending through the outbox when the site
 * sends email, otherwise a mailto: link for the admin's own mail program), Mark handled /
 * unhandled and Delete.
 */
export function MessageDetail({
  message,
  busy,
  onToggleHandled,
  onDelete,
  onReplied,
}: MessageDetailProps) {
  const id = useId();
  const { name: siteName } = useSiteInfo();
  const heading = useRef<HTMLHeadingElement>(null);
  const handled = message.handledAt !== null;
  const sendsEmail = useMailStatus().data?.configured === true;
  // A message opened from the list (not by loading its link) takes the reader to it.
  const opened = useLocation().key !== 'default';

  useEffect(() => {
    if (opened) heading.current?.focus({ preventScroll: true });
  }, [message.id, opened]);

  return (
    <article className={styles.detail} aria-labelledby={`${id}-name`}>
      <header className={styles.detailHeader}>
        <h2 id={`${id}-name`} ref={heading} tabIndex={-1} className={styles.detailName}>
          {message.name}
        </h2>
        <p className={styles.detailMeta}>
          <a href={`mailto:${message.email}`}>{message.email}</a>
          <span aria-hidden="true"> · </span>
          <span className="visually-hidden">, received </span>
          <LocalTime iso={message.createdAt} />
        </p>
        <p className={styles.detailState}>
          {handled ? (
            <Tag color="success">Handled {formatLocalDateTime(message.handledAt!)}</Tag>
          ) : (
            <Tag color="warning">Unhandled</Tag>
          )}
        </p>
      </header>
      <div className={styles.detailBody}>{message.message}</div>
      {sendsEmail && <ReplyForm message={message} onReplied={onReplied} />}
      <div className={styles.detailActions}>
        {!sendsEmail && (
          <Button
            type="primary"
            icon={<MailOutlined aria-hidden="true" />}
            href={replyLink(message, siteName)}
          >
            Reply by email
          </Button>
        )}
        <Button
          icon={
            handled ? <UndoOutlined aria-hidden="true" /> : <CheckOutlined aria-hidden="true" />
          }
          onClick={onToggleHandled}
          disabled={busy}
        >
          {handled ? 'Mark unhandled' : 'Mark handled'}
        </Button>
        <Popconfirm
          title="Delete this message?"
          description="It is removed for good."
          okText="Delete"
          cancelText="Keep it"
          okButtonProps={{ danger: true }}
          // antd waits for a returned promise (its button shows it is working), though its type
          // says void; the promise never rejects.
          // eslint-disable-next-line @typescript-eslint/no-misused-promises
          onConfirm={onDelete}
        >
          <Button danger icon={<DeleteOutlined aria-hidden="true" />} disabled={busy}>
            Delete
          </Button>
        </Popconfirm>
      </div>
    </article>
  );
}
