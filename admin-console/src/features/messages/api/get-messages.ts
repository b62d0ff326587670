import { keepPreviousData, queryOptions, useQuery } from '@campaign/shared/query';
import { CONSOLE_PAGE_SIZE, inboxMessagePageSchema, type MessageStatus } from '@campaign/shared';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson, queryString } from '../../../lib/api/fetch-json';

/** Which messages the list shows: the two statuses, or every message. */
export type MessageFilter = MessageStatus | 'all';

export interface MessageListParams {
  filter: MessageFilter;
  page: number;
  pageSize?: number;
}

/** GET /api/admin/messages?status=&page=&pageSize=, newest first; fresh each time it opens. */
export function messagesQueryOptions({
  filter,
  page,
  pageSize = CONSOLE_PAGE_SIZE,
}: MessageListParams) {
  const params = { status: filter === 'all' ? undefined : filter, page, pageSize };
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.messages, params],
    queryFn: async ({ signal }) =>
      inboxMessagePageSchema.parse(
        await fetchJson(`${CONSOLE_KEYS.messages[0]}${queryString(params)}`, signal),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useMessages(params: MessageListParams) {
  return useQuery(messagesQueryOptions(params));
}
