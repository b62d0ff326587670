import type { InboxMessage } from '@campaign/shared';
import { formatLocalDateTime } from '../../../lib/format-time';
import styles from './messages.module.css';

const EXCERPT_LENGTH = 140;

function excerptOf(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > EXCERPT_LENGTH ? `${flat.slice(0, EXCERPT_LENGTH - 1)}…` : flat;
}

interface MessageListProps {
  messages: readonly InboxMessage[];
  selectedId: number | null;
  onOpen: (id: number) => void;
}

/** The messages, newest first: unread ones bold with a dot, handled ones marked. */
export function MessageList({ messages, selectedId, onOpen }: MessageListProps) {
  return (
    <ul className={styles.list} aria-label="Messages">
      {messages.map((message) => {
        const unread = message.readAt === null;
        const handled = message.handledAt !== null;
        return (
          <li key={message.id}>
            <button
              type="button"
              className={styles.item}
              data-unread={unread}
              aria-current={message.id === selectedId ? 'true' : undefined}
              onClick={() => onOpen(message.id)}
            >
              <span className={styles.itemTop}>
                <span className={styles.itemName}>
                  {unread && <span className={styles.dot} aria-hidden="true" />}
                  {message.name}
                </span>
                <time className={styles.itemDate} dateTime={message.createdAt}>
                  {formatLocalDateTime(message.createdAt)}
                </time>
              </span>
              <span className={styles.itemExcerpt}>{excerptOf(message.message)}</span>
              <span className={styles.itemState}>
                {unread && <span className={styles.unreadLabel}>Unread</span>}
                {handled && <span className={styles.handledLabel}>Handled</span>}
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
