import { useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import {
  apiTokenListSchema,
  apiTokenSchema,
  createdApiTokenSchema,
  type ApiTokenInput,
} from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const API_TOKENS = '/api/admin/api-tokens';
const apiTokensKey = [API_TOKENS] as const;

/** The read API's tokens (Settings area). */
export function useApiTokens() {
  return useQuery({
    queryKey: apiTokensKey,
    queryFn: async ({ signal }) => apiTokenListSchema.parse(await fetchJson(API_TOKENS, signal)),
    staleTime: 0,
  });
}

const afterChange = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: apiTokensKey }),
    queryClient.invalidateQueries({ queryKey: CONSOLE_KEYS.activity }),
  ]);

export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ApiTokenInput) =>
      createdApiTokenSchema.parse(await (await adminRequest('POST', API_TOKENS, input)).json()),
    onSuccess: () => afterChange(queryClient),
  });
}

export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      apiTokenSchema.parse(await (await adminRequest('DELETE', `${API_TOKENS}/${id}`)).json()),
    onSuccess: () => afterChange(queryClient),
  });
}
