import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import {
  createdWebhookEndpointSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookEndpointListSchema,
  webhookEndpointSchema,
  type WebhookEndpointInput,
  type WebhookEndpointUpdate,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const WEBHOOKS = '/api/admin/webhooks';
const webhooksKey = [WEBHOOKS] as const;
const deliveriesKey = (id: number) => [WEBHOOKS, id, 'deliveries'] as const;

/** Webhook endpoints with their deliveries' figures (Settings area). */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: webhooksKey,
    queryFn: async ({ signal }) =>
      webhookEndpointListSchema.parse(await fetchJson(WEBHOOKS, signal)),
    staleTime: 0,
  });
}

/** One endpoint's most recent deliveries, while they are shown. */
export function useWebhookDeliveries(id: number) {
  return useQuery({
    queryKey: deliveriesKey(id),
    queryFn: async ({ signal }) =>
      webhookDeliveryListSchema.parse(await fetchJson(`${WEBHOOKS}/${id}/deliveries`, signal)),
    staleTime: 0,
  });
}

const afterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: webhooksKey }),
    queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.activity }),
  ]);

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: WebhookEndpointInput) =>
      createdWebhookEndpointSchema.parse(
        await (await adminRequest('POST', WEBHOOKS, input)).json(),
      ),
    onSuccess: () => afterChange(queryClient),
  });
}

export function useUpdateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, ...input }: WebhookEndpointUpdate & { id: number }) =>
      webhookEndpointSchema.parse(
        await (await adminRequest('PUT', `${WEBHOOKS}/${id}`, input)).json(),
      ),
    onSuccess: () => afterChange(queryClient),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      await adminRequest('DELETE', `${WEBHOOKS}/${id}`);
    },
    onSuccess: () => afterChange(queryClient),
  });
}

export function useRetryWebhookDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      webhookDeliverySchema.parse(
        await (await adminRequest('POST', `/api/admin/webhook-deliveries/${id}/retry`, {})).json(),
      ),
    onSuccess: (delivery) =>
      Promise.all([
        afterChange(queryClient),
        queryClient.invalidateQueries({ queryKey: deliveriesKey(delivery.endpointId) }),
      ]),
  });
}
