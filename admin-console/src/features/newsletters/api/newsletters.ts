import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@campaign/shared/query';
import {
  audienceCountSchema,
  segmentListSchema,
  segmentSchema,
  type AudienceFilter,
  type NewsletterSendInput,
  type SegmentInput,
  newsletterEditionDetailSchema,
  newsletterEditionListSchema,
  newsletterPreviewSchema,
  newsletterSendResultSchema,
  type NewsletterEditionInput,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';
import { isDelivering, PROGRESS_POLL_MS } from '../newsletter-draft';

const NEWSLETTERS = CONSOLE_KEYS.newsletters[0];

/** GET /api/admin/newsletters: newest first; asked again while a sent one is being delivered. */
export function useNewsletters() {
  return useQuery({
    queryKey: [...CONSOLE_KEYS.newsletters, 'list'],
    queryFn: async ({ signal }) =>
      newsletterEditionListSchema.parse(await fetchJson(NEWSLETTERS, signal)),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.items.some(isDelivering) ? PROGRESS_POLL_MS : false,
  });
}

export function newsletterQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.newsletters, 'detail', id],
    queryFn: async ({ signal }) =>
      newsletterEditionDetailSchema.parse(await fetchJson(`${NEWSLETTERS}/${id}`, signal)),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data && isDelivering(query.state.data) ? PROGRESS_POLL_MS : false,
  });
}

/** GET /api/admin/newsletters/:id: one newsletter with its body and progress. */
export function useNewsletter(id: number | null) {
  return useQuery({ ...newsletterQueryOptions(id ?? 0), enabled: id !== null });
}

/**
 * POST /api/admin/newsletters/preview: the body as the server would store and send it, shown
 * in a sandboxed frame. Keeps the last preview on screen while the next one loads.
 */
export function useNewsletterPreview(html: string) {
  return useQuery({
    queryKey: [...CONSOLE_KEYS.newsletters, 'preview', html],
    queryFn: async () => {
      const res = await adminRequest('POST', `${NEWSLETTERS}/preview`, { html });
      return newsletterPreviewSchema.parse(await res.json()).html;
    },
    enabled: html.trim() !== '',
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
  });
}

const refresh = (queryClient: QueryClient) =>
  Promise.all(
    [CONSOLE_KEYS.newsletters, CONSOLE_KEYS.activity].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** Save a draft: POST for a new one (answers its id), PUT for a stored one. */
export function useSaveNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: NewsletterEditionInput }) => {
      if (id === null) {
        const res = await adminRequest('POST', NEWSLETTERS, input);
        return ((await res.json()) as { id: number }).id;
      }
      await adminRequest('PUT', `${NEWSLETTERS}/${id}`, input);
      return id;
    },
    onSuccess: () => refresh(queryClient),
  });
}

/** POST /api/admin/newsletters/:id/test: one copy to the signed-in admin. */
export function useSendTest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await adminRequest('POST', `${NEWSLETTERS}/${id}/test`, {});
      return (await res.json()) as { to: string };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.outbox }),
  });
}

/**
 * POST /api/admin/newsletters/:id/send: one copy per person of the chosen audience or segment,
 * once, now or at `scheduledAt`.
 */
export function useSendNewsletter() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number; input: NewsletterSendInput }) => {
      const res = await adminRequest('POST', `${NEWSLETTERS}/${id}/send`, input);
      return newsletterSendResultSchema.parse(await res.json());
    },
    onSuccess: () =>
      Promise.all([
        refresh(queryClient),
        queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.outbox }),
      ]),
  });
}

/** POST /api/admin/newsletters/:id/cancel: a scheduled newsletter back to a draft. */
export function useCancelSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const res = await adminRequest('POST', `${NEWSLETTERS}/${id}/cancel`, {});
      return newsletterEditionDetailSchema.parse(await res.json());
    },
    onSuccess: () => refresh(queryClient),
  });
}

/** Who a send goes to: a saved segment, or an audience filter. */
export type SendTarget = { segmentId: number } | { audience: AudienceFilter };

const SEGMENTS = '/api/admin/segments';
const SEGMENT_KEY = [...CONSOLE_KEYS.newsletters, 'segments'] as const;

/** The query string of GET /api/admin/audience/count for a target. */
export function countQueryOf(target: SendTarget): string {
  const params = new URLSearchParams();
  if ('segmentId' in target) params.set('segment', String(target.segmentId));
  else {
    for (const [key, value] of Object.entries(target.audience)) {
      if (value !== undefined && value !== '') params.set(key, String(value));
    }
  }
  return params.toString();
}

/** GET /api/admin/audience/count: how many people a send to `target` would reach now. */
export function useAudienceCount(target: SendTarget | null) {
  const query = target ? countQueryOf(target) : '';
  return useQuery({
    queryKey: [...CONSOLE_KEYS.newsletters, 'audience-count', query],
    queryFn: async ({ signal }) =>
      audienceCountSchema.parse(await fetchJson(`/api/admin/audience/count?${query}`, signal))
        .recipients,
    enabled: target !== null,
    staleTime: 0,
  });
}

/** GET /api/admin/segments: the saved segments, by name. */
export function useSegments() {
  return useQuery({
    queryKey: SEGMENT_KEY,
    queryFn: async ({ signal }) => segmentListSchema.parse(await fetchJson(SEGMENTS, signal)),
  });
}

/** Save a segment: POST for a new one, PUT for a stored one. */
export function useSaveSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, input }: { id: number | null; input: SegmentInput }) => {
      const res = await adminRequest(
        id === null ? 'POST' : 'PUT',
        id === null ? SEGMENTS : `${SEGMENTS}/${id}`,
        input,
      );
      return segmentSchema.parse(await res.json());
    },
    onSuccess: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/segments/:id. */
export function useDeleteSegment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest('DELETE', `${SEGMENTS}/${id}`);
    },
    onSuccess: () => refresh(queryClient),
  });
}
