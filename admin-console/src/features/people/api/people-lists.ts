import { keepPreviousData, queryOptions, useQuery } from '@campaign/shared/query';
import {
  pledgePageSchema,
  subscriberPageSchema,
  type PledgeListQuery,
  type AttributionFilter,
  type SubscriberListQuery,
} from '@campaign/shared';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson, queryString } from '../../../lib/api/fetch-json';

/** GET /api/admin/pledges?q=&source=&campaign=&sort=&order=&page=&pageSize=: a page of pledges. */
export function pledgesQueryOptions(query: PledgeListQuery) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.pledges, query],
    queryFn: async ({ signal }) =>
      pledgePageSchema.parse(
        await fetchJson(`${CONSOLE_KEYS.pledges[0]}${queryString({ ...query })}`, signal),
      ),
    // The page on screen stays while the next one loads; lists are fresh each time they open.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function usePledges(query: PledgeListQuery) {
  return useQuery(pledgesQueryOptions(query));
}

/** GET /api/admin/subscribers?q=&source=&campaign=&sort=&order=&page=&pageSize=: a page. */
export function subscribersQueryOptions(query: SubscriberListQuery) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.subscribers, query],
    queryFn: async ({ signal }) =>
      subscriberPageSchema.parse(
        await fetchJson(`${CONSOLE_KEYS.subscribers[0]}${queryString({ ...query })}`, signal),
      ),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useSubscribers(query: SubscriberListQuery) {
  return useQuery(subscribersQueryOptions(query));
}

/**
 * The CSV export of what the search and filters show (all pages), streamed by the browser as a
 * download.
 */
export function exportUrl(
  list: 'pledges' | 'subscribers',
  { q, source, campaign }: AttributionFilter & { q: string | undefined },
): string {
  return `${CONSOLE_KEYS[list][0]}.csv${queryString({ q, source, campaign })}`;
}
