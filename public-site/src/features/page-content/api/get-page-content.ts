import { queryOptions, useQuery } from '@campaign/shared/query';
import {
  pageDefaults,
  queryKeys,
  type PageContentMap,
  type PageKey,
  type TextPageKey,
} from '@campaign/shared';
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
 * back silently to the built-in texts.
 */
export function usePageContent<K extends TextPageKey>(pageKey: K): PageContentState<K> {
  const query = useQuery(pageContentQueryOptions(pageKey));
  if (query.data !== undefined) return { content: query.data, isLoading: false };
  // The text pages' defaults are typed by their own keys, which TypeScript cannot index here.
  return { content: pageDefaults[pageKey] as PageContentMap[K], isLoading: query.isPending };
}
