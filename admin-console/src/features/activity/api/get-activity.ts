import { keepPreviousData, queryOptions, useQuery } from '@campaign/shared/query';
import { activityPageSchema, type ActivityListQuery } from '@campaign/shared';
import { CONSOLE_KEYS } from '../../../lib/api/console-keys';
import { fetchJson, queryString } from '../../../lib/api/fetch-json';

/** GET /api/admin/activity?entity=&action=&userId=&page=&pageSize=, newest first. */
export function activityQueryOptions(query: ActivityListQuery) {
  return queryOptions({
    queryKey: [...CONSOLE_KEYS.activity, query],
    queryFn: async ({ signal }) =>
      activityPageSchema.parse(
        await fetchJson(`${CONSOLE_KEYS.activity[0]}${queryString({ ...query })}`, signal),
      ),
    placeholderData: keepPreviousData,
    // Every save anywhere adds a line: fresh each time the log opens.
    staleTime: 0,
  });
}

export function useActivity(query: ActivityListQuery) {
  return useQuery(activityQueryOptions(query));
}
