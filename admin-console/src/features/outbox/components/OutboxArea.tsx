import { Alert, Button, Drawer, Tag, type TableColumnsType } from 'antd';
import {
  CONSOLE_PAGE_SIZE,
  OUTBOX_KINDS,
  OUTBOX_STATUSES,
  outboxListQuerySchema,
  type OutboxKind,
  type OutboxRow,
  type OutboxStatus,
} from '@campaign/shared';
import { useMailStatus } from '../../../lib/api/mail-status';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { ConsoleTable, sizedPaging, timeColumn } from '../../../lib/components/ConsoleTable';
import { FilterSelect } from '../../../lib/components/FilterSelect';
import { countOf } from '../../../lib/format-time';
import { parseUrlQuery, useUrlQuery } from '../../../lib/use-url-query';
import { useOutbox } from '../api/outbox';
import { kindLabel, KIND_LABELS, STATUS_COLORS, STATUS_LABELS } from '../labels';
import { EmailDetail } from './EmailDetail';
import area from '../../../lib/components/area.module.css';
import styles from './outbox.module.css';

/** `?status=&kind=&page=&pageSize=&open=`: the defaults stay out of the address. */
const URL_DEFAULTS = { page: 1, pageSize: CONSOLE_PAGE_SIZE };

const STATUS_OPTIONS = OUTBOX_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }));
const KIND_OPTIONS = OUTBOX_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }));

export const NOT_SET_UP =
  'Email is not set up: these emails are kept here and will be sent once SMTP_URL is set';

function openIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Every email the site sends, newest first, with who it is to, why, and how it went; filtered by
 * status and kind. Opening one shows both its parts (the HTML in a sandboxed frame) and, for a
 * failed one, Retry. Without SMTP_URL the area says plainly that nothing is sent yet.
 */
export function OutboxArea() {
  const [params, update] = useUrlQuery(URL_DEFAULTS);
  const query = parseUrlQuery(outboxListQuerySchema, params);
  const openId = openIdOf(params.get('open'));
  const outbox = useOutbox(query);
  const mail = useMailStatus();

  const columns: TableColumnsType<OutboxRow> = [
    {
      key: 'to',
      title: 'To',
      render: (_value, email) => <span className={styles.to}>{email.to}</span>,
    },
    {
      key: 'subject',
      title: 'Subject',
      render: (_value, email) => (
        <Button
          type="link"
          className={styles.subject}
          onClick={() => update({ open: email.id })}
          aria-haspopup="dialog"
        >
          {email.subject}
        </Button>
      ),
    },
    { key: 'kind', title: 'Kind', render: (_value, email) => kindLabel(email.kind) },
    {
      key: 'status',
      title: 'Status',
      render: (_value, email) => (
        <Tag color={STATUS_COLORS[email.status]}>{STATUS_LABELS[email.status]}</Tag>
      ),
    },
    { key: 'attempts', title: 'Attempts', dataIndex: 'attempts', align: 'right' },
    {
      key: 'lastError',
      title: 'Last error',
      render: (_value, email) =>
        email.lastError ? <span className={styles.error}>{email.lastError}</span> : null,
    },
    timeColumn('createdAt', 'Created'),
    timeColumn('sentAt', 'Sent'),
  ];

  return (
    <>
      <AreaHeader
        title={areaOf('outbox').title}
        lead="Every email the site sends, newest first: who it is to, why, and whether it went. Times are in your time zone."
      />
      {mail.data && !mail.data.configured && (
        <Alert className={styles.notice} type="warning" showIcon title={NOT_SET_UP} />
      )}
      {mail.data?.configured && (
        <p className={styles.from}>
          Sent from <span className={styles.address}>{mail.data.from}</span>
          {mail.data.notifyTo ? (
            <>
              ; contact messages are forwarded to{' '}
              <span className={styles.address}>{mail.data.notifyTo}</span>.
            </>
          ) : (
            '; contact messages are not forwarded (no NOTIFY_EMAIL).'
          )}
        </p>
      )}
      <div className={area.panel}>
        <div className={area.toolbar}>
          <FilterSelect<OutboxStatus>
            label="Filter by status"
            everything="Every status"
            value={query.status}
            options={STATUS_OPTIONS}
            onChange={(status) => update({ status, page: null })}
          />
          <FilterSelect<OutboxKind>
            label="Filter by kind"
            everything="Every kind"
            value={query.kind}
            options={KIND_OPTIONS}
            onChange={(kind) => update({ kind, page: null })}
          />
          {outbox.data && (
            <p className={area.total} aria-live="polite">
              {countOf(outbox.data.total, 'email')}
            </p>
          )}
        </div>
        <ConsoleTable<OutboxRow>
          label="Outbox"
          failure="Failed to load the outbox."
          rows={outbox}
          columns={columns}
          emptyText="No emails yet."
          pagination={sizedPaging(query, update)}
        />
      </div>
      <Drawer
        open={openId !== null}
        onClose={() => update({ open: null }, { replace: true })}
        placement="right"
        size="min(100vw, 48rem)"
        title="Email"
        destroyOnHidden
      >
        {openId !== null && <EmailDetail id={openId} />}
      </Drawer>
    </>
  );
}
