import { HOME_FEATURED_POSTS, type PageKey } from './constants';

/**
 * The query keys of what the site reads, built in one place. A key starts with the endpoint's
 * path: the client's default query function fetches `key.join('/')`, so the key is also the
 * address (shared/src/client/query-fn.ts). The browser, the server render (which fills the
 * cache the page is hydrated from) and the console (which refreshes what an edit changes) all
 * build keys here, so a page and the edit that changes it cannot drift apart.
 */
export const queryKeys = {
  /** GET /api/stats. */
  stats: () => ['/api/stats'] as const,
  /** GET /api/blog: the list; also the prefix of every article's key. */
  blogList: () => ['/api/blog'] as const,
  /** GET /api/blog?limit=3: the home page's featured articles, the newest three. */
  blogFeatured: () => ['/api/blog', { limit: HOME_FEATURED_POSTS }] as const,
  /** GET /api/blog?page=N: one page of /blog. */
  blogPage: (page: number) => ['/api/blog', { page }] as const,
  /** GET /api/blog/{slug}. */
  blogPost: (slug: string) => ['/api/blog', encodeURIComponent(slug)] as const,
  /** GET /api/blog/{slug}/related: what the end of an article lists. */
  blogRelated: (slug: string) => ['/api/blog', encodeURIComponent(slug), 'related'] as const,
  /** GET /api/tips. */
  tips: () => ['/api/tips'] as const,
  /** GET /api/settings: contact details, social links, pledge goal (the footer reads it on every page). */
  siteSettings: () => ['/api/settings'] as const,
  /** GET /api/leaderboard: the sharers who chose to appear on /impact (none while it is off). */
  leaderboard: () => ['/api/leaderboard'] as const,
  /** GET /api/content/{page}. */
  pageContent: (page: PageKey) => ['/api/content', page] as const,
  /**
   * The console's lists that a visitor's form adds to. The console shares the site's query
   * cache (one QueryClient in the shell), so an organiser who pledges or subscribes on the site
   * and goes back to /admin sees the new row instead of the cached list.
   */
  consolePledges: () => ['/api/admin/pledges'] as const,
  consoleSubscribers: () => ['/api/admin/subscribers'] as const,
  consoleMessages: () => ['/api/admin/messages'] as const,
  consoleDashboard: () => ['/api/admin/dashboard'] as const,
};
