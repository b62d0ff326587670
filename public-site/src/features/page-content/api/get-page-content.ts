import { queryOptions, useQuery } from '@campaign/shared/query';
import {
  PLEDGE_COUNT_DEFAULTS,
  queryKeys,
  type PageContentMap,
  type PageKey,
  type PledgeContent,
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

/**
 * The pledge page's count and goal wording, for the other pages that show the goal (home,
 * impact): their built-in words until the pledge page's content is known, without the rest of
 * that page's texts.
 */
export function usePledgeCountTexts(): PledgeContent['count'] {
  const query = useQuery(pageContentQueryOptions('pledge'));
  return query.data?.count ?? PLEDGE_COUNT_DEFAULTS;
}
