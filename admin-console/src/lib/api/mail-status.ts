import { queryOptions, useQuery } from '@campaign/shared/query';
import { mailStatusSchema } from '@campaign/shared';
import { CONSOLE_KEYS } from './console-keys';
import { fetchJson } from './fetch-json';

/**
 * GET /api/admin/mail-status: whether the site sends email (SMTP_URL), from whom and where
 * contact notifications go. Read by Messages (a reply form or a mailto: link), Users (whether
 * links are emailed) and the Outbox. It changes only with the server's settings.
 */
export function mailStatusQueryOptions() {
  return queryOptions({
    queryKey: CONSOLE_KEYS.mailStatus,
    queryFn: async ({ signal }) =>
      mailStatusSchema.parse(await fetchJson(CONSOLE_KEYS.mailStatus[0], signal)),
    staleTime: 5 * 60_000,
  });
}

/** Admins only: the API answers editors 403. */
export function useMailStatus(enabled = true) {
  return useQuery({ ...mailStatusQueryOptions(), enabled });
}
