import { queryOptions, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../query-keys';
import {
  DEFAULT_SITE_SETTINGS,
  siteSettingsWithDefaults,
  type SiteSettings,
} from '../schemas/site-settings';

/**
 * GET /api/settings, checked field by field with the shared schema (a field the answer lacks or
 * gets wrong shows its default). The shell's footer and the public site's pages read it through
 * the one QueryClient, and the server render fetches it first, so the HTML carries the saved
 * values and the browser hydrates from the same cache.
 */
export const siteSettingsQueryOptions = () =>
  queryOptions<unknown, Error, SiteSettings>({
    queryKey: queryKeys.siteSettings(),
    select: siteSettingsWithDefaults,
  });

/** The site settings, or the built-in defaults while they load or when they cannot be read. */
export function useSiteSettings(): SiteSettings {
  return useQuery(siteSettingsQueryOptions()).data ?? DEFAULT_SITE_SETTINGS;
}
