import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@campaign/shared/query';
import { outboxEmailDetailSchema, outboxPageSchema, type OutboxListQuery } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson, queryString } from '../../../lib/api/fetch-json';

const OUTBOX = CONSOLE_KEYS.outbox[0];

/** GET /api/admin/outbox?status=&kind=&page=&pageSize=, newest first; fresh each time. */
export function outboxQueryOptions(query: OutboxListQuery) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.outbox, 'list', query],
    queryFn: async ({ signal }) =>
      outboxPageSchema.parse(await fetchJson(`${OUTBOX}${queryString({ ...query })}`, signal)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export function useOutbox(query: OutboxListQuery) {
  return useQuery(outboxQueryOptions(query));
}

/** GET /api/admin/outbox/:id: one email with both its parts. */
export function outboxEmailQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.outbox, 'email', id],
    queryFn: async ({ signal }) =>
      outboxEmailDetailSchema.parse(await fetchJson(`${OUTBOX}/${id}`, signal)),
    staleTime: 0,
  });
}

export function useOutboxEmail(id: number | null) {
  return useQuery({ ...outboxEmailQueryOptions(id ?? 0), enabled: id !== null });
}

/** POST /api/admin/outbox/:id/retry: a failed email goes back to the queue (and the log). */
export function useRetryEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await adminRequest('POST', `${OUTBOX}/${id}/retry`, {});
      return outboxEmailDetailSchema.parse(await res.json());
    },
    onSuccess: () =>
      Promise.all(
        [CONSOLE_KEYS.outbox, CONSOLE_KEYS.activity].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
