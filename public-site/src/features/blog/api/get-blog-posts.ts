import { queryOptions, useQuery } from '@campaign/shared/query';
import {
  BLOG_PAGE_PARAM,
  pageNumberOf,
  queryKeys,
  type BlogListItem,
  type BlogListPage,
  type RelatedPosts,
} from '@campaign/shared';
import { checkedQueryFn } from '../../../ui/checked-query-fn';

export const BLOG_LIST_ERROR = 'Failed to load blog posts. Please try again later.';
export const BLOG_LIST_EMPTY = 'No blog posts available yet.';

/**
 * The page of /blog a location asks for (`?page=N`), 1 when it names none or no page number.
 * The server render and the browser read it the same way, so both show the same page.
 */
export function blogPageOf(search: string): number {
  return pageNumberOf(new URLSearchParams(search).get(BLOG_PAGE_PARAM));
}

/** GET /api/blog?page=N: one page of /blog, with the counts its page links need. */
export const blogPageQueryOptions = (page: number) =>
  queryOptions<BlogListPage>({
    queryKey: queryKeys.blogPage(page),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ blogListPageSchema }) => blogListPageSchema),
    ),
    // A page past the last stays missing when the page mounts, as the server rendered it.
    retryOnMount: false,
  });

export function useBlogPage(page: number) {
  return useQuery(blogPageQueryOptions(page));
}

/** GET /api/blog?limit=3: the home page's featured articles, the newest three. */
export const featuredPostsQueryOptions = () =>
  queryOptions<BlogListItem[]>({
    queryKey: queryKeys.blogFeatured(),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ blogListItemSchema }) => blogListItemSchema.array()),
    ),
  });

export function useFeaturedPosts() {
  return useQuery(featuredPostsQueryOptions());
}

/** GET /api/blog/{slug}/related: what the end of an article lists. */
export const relatedPostsQueryOptions = (slug: string) =>
  queryOptions<RelatedPosts>({
    queryKey: queryKeys.blogRelated(slug),
    queryFn: checkedQueryFn(() =>
      import('@campaign/shared').then(({ relatedPostsSchema }) => relatedPostsSchema),
    ),
  });

export function useRelatedPosts(slug: string) {
  return useQuery(relatedPostsQueryOptions(slug));
}
