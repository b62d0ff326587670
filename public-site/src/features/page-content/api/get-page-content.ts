import { queryOptions, useQuery } from '@tanstack/react-query';
import { mergePageContent, type PageContentMap, type PageKey } from '@campaign/shared';

// One stable `select` per page key, so the merged object keeps its identity between renders.
const selectors: { [K in PageKey]: (override: unknown) => PageContentMap[K] } = {
  homepage: (override) => mergePageContent('homepage', override),
  about: (override) => mergePageContent('about', override),
  values: (override) => mergePageContent('values', override),
};

const defaults: Partial<PageContentMap> = {};

/** The built-in texts of a page (computed once). */
function defaultContent<K extends PageKey>(pageKey: K): PageContentMap[K] {
  return (defaults[pageKey] ??= selectors[pageKey](undefined));
}

/** GET /api/content/{pageKey}: the stored override, merged over the built-in defaults. */
export function pageContentQueryOptions<K extends PageKey>(pageKey: K) {
  return queryOptions<unknown, Error, PageContentMap[K]>({
    queryKey: ['/api/content', pageKey],
    select: selectors[pageKey],
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
 * back silently to the defaults (SPEC §7).
 */
export function usePageContent<K extends PageKey>(pageKey: K): PageContentState<K> {
  const query = useQuery(pageContentQueryOptions(pageKey));
  if (query.data !== undefined) return { content: query.data, isLoading: false };
  return { content: defaultContent(pageKey), isLoading: query.isPending };
}
