import { queryOptions, useMutation, useQuery, useQueryClient } from '@campaign/shared/query';
import { queryKeys, siteSettingsSchema, type SiteSettings } from '@campaign/shared';
import { adminRequest } from '../../../lib/api/admin-request';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson } from '../../../lib/api/fetch-json';

const SETTINGS = CONSOLE_KEYS.settings[0];

/** GET /api/admin/settings: every field, the defaults where nothing was saved; fresh each time. */
export const adminSettingsQueryOptions = () =>
  queryOptions({
    queryKey: CONSOLE_KEYS.settings,
    queryFn: async ({ signal }) => siteSettingsSchema.parse(await fetchJson(SETTINGS, signal)),
    staleTime: 0,
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQueryOptions());
}

/**
 * PUT /api/admin/settings with the whole form. The console shares the site's query cache, so
 * the site's own copy of the settings and the figures (social reach) are refreshed too: going
 * back to the site shows what was saved. The save adds a line to the activity log.
 */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: SiteSettings) => {
      const res = await adminRequest('PUT', SETTINGS, settings);
      return siteSettingsSchema.parse(await res.json());
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(CONSOLE_KEYS.settings, saved);
      return Promise.all(
        [queryKeys.siteSettings(), queryKeys.stats(), CONSOLE_KEYS.activity].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
