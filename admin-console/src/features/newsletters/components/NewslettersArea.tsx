import { Button, Tag, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, PlusOutlined } from '@ant-design/icons';
import type { NewsletterEditionSummary } from '@campaign/shared';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { ConsoleTable, timeColumn } from '../../../lib/components/ConsoleTable';
import { countOf } from '../../../lib/format-time';
import { useUnsavedChanges } from '../../../lib/unsaved-changes';
import { useUrlQuery } from '../../../lib/use-url-query';
import { useNewsletter, useNewsletters } from '../api/newsletters';
import { NEW_NEWSLETTER, progressText } from '../newsletter-draft';
import { NewsletterEditor } from './NewsletterEditor';
import { ScheduledNewsletter } from './ScheduledNewsletter';
import { SegmentsPanel } from './SegmentsPanel';
import { SentNewsletter } from './SentNewsletter';
import area from '../../../lib/components/area.module.css';
import styles from './newsletters.module.css';

function openOf(value: string | null): number | typeof NEW_NEWSLETTER | null {
  if (value === NEW_NEWSLETTER) return NEW_NEWSLETTER;
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

export const STATUS_TAGS = {
  draft: { label: 'Draft', color: 'default' },
  scheduled: { label: 'Scheduled', color: 'processing' },
  sent: { label: 'Sent', color: 'success' },
} as const;

/**
 * Newsletters: the list (newest first, with each sent one's delivery progress), and one
 * newsletter at a time (`?open=<id>` or `?open=new`): a draft in the editor, a sent one
 * read-only. Sending goes to the confirmed subscribers through the outbox.
 */
export function NewslettersArea() {
  const [params, update] = useUrlQuery();
  const open = openOf(params.get('open'));
  const { confirmDiscard } = useUnsavedChanges();
  const back = async () => {
    if (await confirmDiscard()) update({ open: null });
  };

  return (
    <>
      <AreaHeader
        title={areaOf('newsletters').title}
        lead="Write a newsletter, send yourself a test, then send it (now or at a time) to everyone who may be mailed, subscribers only, pledgers only, or a saved segment. Each address gets one copy, with its reader’s own unsubscribe link."
        actions={
          open === null ? (
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden="true" />}
              onClick={() => update({ open: NEW_NEWSLETTER })}
            >
              New newsletter
            </Button>
          ) : (
            <Button icon={<ArrowLeftOutlined aria-hidden="true" />} onClick={() => void back()}>
              All newsletters
            </Button>
          )
        }
      />
      {open === null && (
        <>
          <NewsletterList onOpen={(id) => update({ open: id })} />
          <SegmentsPanel />
        </>
      )}
      {open === NEW_NEWSLETTER && (
        <NewsletterEditor
          key="new"
          edition={null}
          onCreated={(id) => update({ open: id }, { replace: true })}
        />
      )}
      {typeof open === 'number' && <OpenNewsletter key={open} id={open} />}
    </>
  );
}

function OpenNewsletter({ id }: { id: number }) {
  const newsletter = useNewsletter(id);
  if (newsletter.isError && !newsletter.data) {
    return (
      <LoadError
        message="Failed to load the newsletter."
        error={newsletter.error}
        onRetry={() => void newsletter.refetch()}
      />
    );
  }
  if (!newsletter.data) return <p role="status">Loading…</p>;
  if (newsletter.data.status === 'sent') return <SentNewsletter edition={newsletter.data} />;
  if (newsletter.data.status === 'scheduled') {
    return <ScheduledNewsletter edition={newsletter.data} />;
  }
  return <NewsletterEditor edition={newsletter.data} />;
}

function NewsletterList({ onOpen }: { onOpen: (id: number) => void }) {
  const newsletters = useNewsletters();
  const columns: TableColumnsType<NewsletterEditionSummary> = [
    {
      key: 'subject',
      title: 'Subject',
      render: (_value, edition) => (
        <Button type="link" className={styles.subject} onClick={() => onOpen(edition.id)}>
          {edition.subject}
        </Button>
      ),
    },
    {
      key: 'status',
      title: 'Status',
      render: (_value, edition) => (
        <Tag color={STATUS_TAGS[edition.status].color}>{STATUS_TAGS[edition.status].label}</Tag>
      ),
    },
    timeColumn('sentAt', 'Sent'),
    {
      key: 'audience',
      title: 'To',
      render: (_value, edition) =>
        edition.status === 'scheduled' && edition.scheduledAt
          ? `${edition.audienceLabel ?? ''} (scheduled)`
          : (edition.audienceLabel ?? null),
    },
    {
      key: 'progress',
      title: 'Delivery',
      render: (_value, edition) =>
        edition.status === 'sent' ? progressText(edition.progress) : null,
    },
  ];

  return (
    <div className={area.panel}>
      {newsletters.data && (
        <div className={area.toolbar}>
          <p className={area.total} aria-live="polite">
            {countOf(newsletters.data.confirmedSubscribers, 'confirmed subscriber')}
          </p>
        </div>
      )}
      <ConsoleTable<NewsletterEditionSummary>
        label="Newsletters"
        failure="Failed to load the newsletters."
        rows={newsletters}
        columns={columns}
        emptyText="No newsletters yet."
        pagination={false}
        loading={newsletters.isPending}
      />
    </div>
  );
}
