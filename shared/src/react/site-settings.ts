import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys } from '../query-keys';
import { DEFAULT_SITE_SETTINGS, siteSettingsForDisplay, type SiteSettings } from '../site-settings';

/**
 * GET /api/settings, as the API checked it with the schema; a field the answer lacks or has in
 * the wrong shape shows its default (without loading zod on visitor pages). The shell's footer and the public site's pages read it through
 * the one QueryClient, and the server render fetches it first, so the HTML carries the saved
 * values and the browser hydrates from the same cache.
 */
export const siteSettingsQueryOptions = () =>
  queryOptions<unknown, Error, SiteSettings>({
    queryKey: queryKeys.siteSettings(),
    select: siteSettingsForDisplay,
  });

/** The site settings, or the built-in defaults while they load or when they cannot be read. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SITE_SETTINGS;
}
