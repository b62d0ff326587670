import { useState } from 'react';
import { Input, Modal, Radio, Select } from 'antd';
import { EVERYONE, type AudienceKind, type NewsletterSendInput } from '@campaign/shared';
import { countOf } from '../../../lib/format-time';
import { useAudienceCount, useSegments, type SendTarget } from '../api/newsletters';
import styles from './newsletters.module.css';
import { defined } from '../../../lib/defined';

/** The audience choices besides the saved segments. */
const AUDIENCES: { value: AudienceKind; label: string }[] = [
  { value: 'everyone', label: 'Everyone: pledgers and subscribers' },
  { value: 'subscribers', label: 'Newsletter subscribers only' },
  { value: 'pledgers', label: 'Pledgers only' },
];

const targetOf = (choice: string): SendTarget =>
  choice.startsWith('segment:')
    ? { segmentId: Number(choice.slice('segment:'.length)) }
    : { audience: choice === 'everyone' ? EVERYONE : { kind: choice as AudienceKind } };

/** "Send to 1,234 people", "Schedule for 1 person". */
export function sendButtonLabel(count: number, later: boolean): string {
  return `${later ? 'Schedule for' : 'Send to'} ${countOf(count, 'person', 'people')}`;
}

/** A datetime-local value (the organiser's own time) as an ISO instant; null when not one. */
function instantOf(local: string): string | null {
  if (!local) return null;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

interface SendDialogProps {
  open: boolean;
  subject: string;
  sending: boolean;
  onSend: (input: NewsletterSendInput, count: number) => void;
  onCancel: () => void;
}

/**
 * The send confirmation: who (the whole audience, subscribers or pledgers only, or a saved
 * segment), when (now, or a time ahead), and how many people that is now, counted by the
 * server, on the button itself ("Send to 1,234 people").
 */
export function SendDialog({ open, subject, sending, onSend, onCancel }: SendDialogProps) {
  const [choice, setChoice] = useState('everyone');
  const [later, setLater] = useState(false);
  const [at, setAt] = useState('');
  // Whether the time typed is already past, judged when it is typed (not while rendering).
  const [inPast, setInPast] = useState(false);
  const segments = useSegments();
  const target = targetOf(choice);
  const count = useAudienceCount(open ? target : null);
  const scheduledAt = later ? instantOf(at) : null;
  const ready =
    count.data !== undefined && count.data > 0 && (!later || (scheduledAt !== null && !inPast));

  const options = [
    ...AUDIENCES,
    ...(segments.data?.items ?? []).map((segment) => ({
      value: `segment:${segment.id}`,
      label: `Segment: ${segment.name}`,
    })),
  ];

  return (
    <Modal
      open={open}
      title={later ? 'Schedule this newsletter?' : 'Send this newsletter?'}
      okText={count.data === undefined ? 'Counting…' : sendButtonLabel(count.data, later)}
      okButtonProps={{ danger: true, loading: sending, disabled: !ready }}
      cancelText="Not yet"
      onOk={() => {
        if (!ready) return;
        onSend({ ...target, ...(scheduledAt ? { scheduledAt } : {}) }, count.data ?? 0);
      }}
      onCancel={onCancel}
    >
      <div className={styles.sendForm}>
        <label className={styles.field}>
          <span>Send to</span>
          <Select
            aria-label="Send to"
            value={choice}
            options={options}
            onChange={setChoice}
            loading={segments.isPending}
          />
        </label>
        <fieldset className={styles.field}>
          <legend>When</legend>
          <Radio.Group
            value={later ? 'later' : 'now'}
            onChange={(event) => setLater(event.target.value === 'later')}
            options={[
              { value: 'now', label: 'Now' },
              { value: 'later', label: 'At a time' },
            ]}
          />
          {later && (
            <Input
              type="datetime-local"
              aria-label="Send at"
              value={at}
              onChange={(event) => {
                const instant = instantOf(event.target.value);
                setAt(event.target.value);
                setInPast(instant !== null && new Date(instant).getTime() <= Date.now());
              }}
              {...defined({ status: inPast ? ('error' as const) : undefined })}
            />
          )}
          {inPast && <span className={styles.error}>Choose a time in the future.</span>}
        </fieldset>
        <p role="status" aria-live="polite">
          {count.isError
            ? 'Could not count the recipients.'
            : count.data === undefined
              ? 'Counting the recipients…'
              : count.data === 0
                ? 'Nobody in this audience can be sent it.'
                : `“${subject}” goes to ${countOf(count.data, 'person', 'people')} ${
                    later ? 'at the time you chose' : 'now'
                  }, each address once. A sent newsletter cannot be changed or sent again.`}
        </p>
      </div>
    </Modal>
  );
}
