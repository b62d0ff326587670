import { queryOptions, useQuery } from '@campaign/shared/query';
import { queryKeys, type PageContentMap, type PageKey, type TextPageKey } from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

/**
 * GET /api/content/{pageKey}: the stored override, merged over the built-in defaults. The
 * merge checks the override against the page's schema, so it loads zod; it is imported when a
 * page's content is fetched, not with the page. A server-rendered page arrives with its
 * content already merged, so its first screen needs neither the fetch nor zod.
 */
export function pageContentQueryOptions<K extends PageKey>(pageKey: K) {
  return queryOptions<PageContentMap[K]>({
    queryKey: queryKeys.pageContent(pageKey),
    // The merge checks the stored override against the page's schema and fills in the rest.
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ mergePageContent }) => ({
        parse: (override: unknown) => mergePageContent(pageKey, override),
      })),
    ),
    retry: false,
    // A failed read shows the built-in texts, on the server and again when the page mounts.
    retryOnMount: false,
  });
}

export interface PageContentState<K extends PageKey> {
  content: PageContentMap[K];
  isLoading: boolean;
}

/**
 * The texts of one page. While the request runs `isLoading` is true; a failed request falls
 * back silently to the built-in texts, `defaults`. Each page passes its own, so a visitor's
 * first page carries only its built-in texts, not every page's.
 */
export function usePageContent<K extends TextPageKey>(
  pageKey: K,
  defaults: PageContentMap[K],
): PageContentState<K> {
  const query = useQuery(pageContentQueryOptions(pageKey));
  if (query.data !== undefined) return { content: query.data, isLoading: false };
  return { content: defaults, isLoading: query.isPending };
}
