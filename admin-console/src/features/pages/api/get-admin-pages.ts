import { queryOptions, useQuery } from '@campaign/shared/query';
import { mergeAllPages, type AllPagesContent } from '@campaign/shared';
import { getQueryFn } from '@campaign/shared/client';

/** GET /api/admin/content/pages: {homepage, about, values}, each the whole merged page. */
export const adminPagesKey = ['/api/admin/content/pages'] as const;

const getPages = getQueryFn({ on401: 'throw' });

export function adminPagesQueryOptions() {
  return queryOptions({
    queryKey: adminPagesKey,
    // The server already merges; merging again only guarantees whole, well-formed pages here
    // even if a key is missing, so a save always sends a complete page object.
    queryFn: async (context): Promise<AllPagesContent> => {
      const body = await getPages<unknown>(context);
      return mergeAllPages(typeof body === 'object' && body !== null ? body : null);
    },
  });
}

export function useAdminPages() {
  return useQuery(adminPagesQueryOptions());
}
