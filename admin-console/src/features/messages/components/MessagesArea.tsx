import { useEffect, useRef } from 'react';
import { Drawer, Empty, Grid, Pagination, Segmented, Skeleton } from 'antd';
import { pageQuerySchema, type InboxMessage } from '@campaign/shared';
import { errorMessage } from '@campaign/shared/client';
import { toast } from '@campaign/shared/react';
import { areaOf } from '../../../lib/areas';
import { AreaHeader } from '../../../lib/components/AreaHeader';
import { LoadError } from '../../../lib/components/LoadError';
import { countOf } from '../../../lib/format-time';
import { parseUrlQuery, useUrlQuery } from '../../../lib/use-url-query';
import { useDeleteMessage, useUpdateMessage } from '../api/change-message';
import { useMessages, type MessageFilter } from '../api/get-messages';
import { MessageDetail } from './MessageDetail';
import { MessageList } from './MessageList';
import styles from './messages.module.css';

const FILTERS: { value: MessageFilter; label: string }[] = [
  { value: 'unhandled', label: 'Unhandled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
];

const EMPTY: Record<MessageFilter, string> = {
  unhandled: 'No unhandled messages. Well done!',
  handled: 'No handled messages yet.',
  all: 'No messages yet.',
};

/** `?status=&page=&open=`: the defaults stay out of the address. */
const URL_DEFAULTS = { status: 'unhandled', page: 1 };

function filterOf(value: string | null): MessageFilter {
  return FILTERS.find((filter) => filter.value === value)?.value ?? 'unhandled';
}

function openIdOf(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Messages from the contact form, newest first, filtered by status. Opening one shows it beside
 * the list (a Drawer below 992 px) and marks it read. Filter, page and the open message live in
 * the address, so Back and deep links work.
 */
export function MessagesArea() {
  const [params, update] = useUrlQuery(URL_DEFAULTS);
  const filter = filterOf(params.get('status'));
  const { page } = parseUrlQuery(pageQuerySchema, params);
  const openId = openIdOf(params.get('open'));
  const messages = useMessages({ filter, page });
  const updateMessage = useUpdateMessage();
  const deleteMessage = useDeleteMessage();
  const split = Grid.useBreakpoint().lg === true;

  const selected = messages.data?.items.find((message) => message.id === openId) ?? null;
  const close = () => update({ open: null }, { replace: true });

  // Opening a message marks it read (once per message, also under StrictMode's double effects).
  const markedRead = useRef(new Set<number>());
  useEffect(() => {
    if (!selected || selected.readAt !== null || markedRead.current.has(selected.id)) return;
    markedRead.current.add(selected.id);
    updateMessage.mutate({ id: selected.id, update: { read: true } });
  }, [selected, updateMessage]);

  const toggleHandled = (message: InboxMessage) => {
    const handled = message.handledAt === null;
    updateMessage.mutate(
      { id: message.id, update: { handled } },
      {
        onSuccess: () => {
          toast({
            title: 'Success',
            description: handled ? 'Message marked as handled' : 'Message marked as unhandled',
          });
          // It leaves a list of the other status.
          if (filter !== 'all') close();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to update the message'),
            variant: 'destructive',
          }),
      },
    );
  };

  const remove = (message: InboxMessage) =>
    new Promise<void>((resolve) => {
      deleteMessage.mutate(message.id, {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Message deleted' });
          close();
        },
        onError: (error) =>
          toast({
            title: 'Error',
            description: errorMessage(error, 'Failed to delete the message'),
            variant: 'destructive',
          }),
        onSettled: () => resolve(),
      });
    });

  const detail = selected && (
    <MessageDetail
      key={selected.id}
      message={selected}
      busy={updateMessage.isPending || deleteMessage.isPending}
      onToggleHandled={() => toggleHandled(selected)}
      onDelete={() => remove(selected)}
      // Answered means handled: it leaves the list of unhandled messages.
      onReplied={() => {
        if (filter === 'unhandled') close();
      }}
    />
  );

  let list;
  if (messages.isPending) list = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (messages.isError)
    list = (
      <LoadError
        message="Failed to load messages."
        error={messages.error}
        onRetry={() => void messages.refetch()}
      />
    );
  else if (messages.data.items.length === 0)
    list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={EMPTY[filter]} />;
  else
    list = (
      <>
        <MessageList
          messages={messages.data.items}
          selectedId={selected?.id ?? null}
          onOpen={(id) => update({ open: id })}
        />
        {messages.data.total > messages.data.pageSize && (
          <Pagination
            className={styles.pagination}
            current={messages.data.page}
            pageSize={messages.data.pageSize}
            total={messages.data.total}
            showSizeChanger={false}
            size="small"
            onChange={(next) => update({ page: next, open: null })}
          />
        )}
      </>
    );

  return (
    <>
      <AreaHeader
        title={areaOf('messages').title}
        lead="What visitors sent through the contact form. Reply by email, then mark the message handled."
      />
      <div className={styles.toolbar}>
        <Segmented
          aria-label="Show messages"
          value={filter}
          options={FILTERS}
          onChange={(value) => update({ status: value, page: null, open: null })}
        />
        {messages.data && (
          <p className={styles.total} aria-live="polite">
            {countOf(messages.data.total, 'message')}
          </p>
        )}
      </div>
      <div className={split ? styles.split : undefined}>
        <div className={styles.listPane}>{list}</div>
        {split && (
          <section className={styles.detailPane} aria-label="Message">
            {detail ?? (
              <div className={styles.placeholder}>
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description="Select a message to read it"
                />
              </div>
            )}
          </section>
        )}
      </div>
      {!split && (
        <Drawer
          open={detail !== null}
          onClose={close}
          placement="right"
          size="min(100vw, 36rem)"
          title="Message"
          destroyOnHidden
        >
          {detail}
        </Drawer>
      )}
    </>
  );
}
