import { useQuery } from '@campaign/shared/query';
import { systemHealthSchema } from '@campaign/shared';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

/** GET /api/admin/system-health, read again every minute while the dashboard is open. */
export function useSystemHealth(enabled: boolean) {
  return useQuery({
    queryKey: CONSOLE_KEYS.systemHealth,
    queryFn: async ({ signal }) =>
      systemHealthSchema.parse(await fetchJson(CONSOLE_KEYS.systemHealth[0], signal)),
    refetchInterval: 60_000,
    enabled,
  });
}
