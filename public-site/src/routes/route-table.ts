import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FetchQueryOptions } from '@campaign/shared/query';
import type { PageKey } from '@campaign/shared';
import { siteSettingsQueryOptions } from '@campaign/shared/react';
import { blogPostQueryOptions } from '../features/blog/api/get-blog-post';
import {
  blogPageOf,
  blogPageQueryOptions,
  featuredPostsQueryOptions,
  relatedPostsQueryOptions,
} from '../features/blog/api/get-blog-posts';
import { leaderboardQueryOptions } from '../features/impact/api/get-leaderboard';
import { pageContentQueryOptions } from '../features/page-content/api/get-page-content';
import { statsQueryOptions } from '../features/stats/api/get-stats';
import { tipsQueryOptions } from '../features/tips/api/get-tips';

/** A query a page reads on first render; the server fetches it before rendering the page. */
export interface RouteQuery {
  // The options objects differ in data types; the server only fetches them by key.
  options: FetchQueryOptions<any, any, any, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
  /** The page shows built-in text when this one fails, so its failure is not the page's. */
  optional?: boolean;
}

export interface PublicRoute {
  /** React Router path relative to the site root ('' is the home page, '*' the 404 page). */
  path: string;
  /** The page's code-split chunk (its webpackChunkName), preloaded by the server render. */
  chunk: string;
  page: LazyExoticComponent<ComponentType>;
  /**
   * What the page reads on first render; `params` are the route's path parameters, `search` the
   * location's query string ('' or '?…').
   */
  queries: (params: Record<string, string | undefined>, search: string) => RouteQuery[];
}

/** What organisers wrote on the page; without it the page shows its built-in text. */
const content = (key: PageKey): RouteQuery => ({
  options: pageContentQueryOptions(key),
  optional: true,
});

/**
 * The contact details, social links, goal, threshold and organiser's figures; without them the
 * built-in defaults show.
 */
const settings: RouteQuery = { options: siteSettingsQueryOptions(), optional: true };

/**
 * Every visitor route, in one list: PublicRoutes builds the router from it and the server
 * render reads which queries and which chunk a path needs. Each page is its own chunk, so a
 * visitor downloads the code of the route they open.
 */
export const PUBLIC_ROUTE_TABLE: PublicRoute[] = [
  {
    path: '',
    chunk: 'page-home',
    page: lazy(() => import(/* webpackChunkName: "page-home" */ '../pages/HomePage')),
    queries: () => [
      content('homepage'),
      // The goal's wording, when the organiser shows the goal on the home page.
      content('pledge'),
      { options: statsQueryOptions() },
      settings,
      // The three featured articles only: the page carries what it shows.
      { options: featuredPostsQueryOptions() },
    ],
  },
  {
    path: 'about',
    chunk: 'page-about',
    page: lazy(() => import(/* webpackChunkName: "page-about" */ '../pages/AboutPage')),
    queries: () => [content('about')],
  },
  {
    path: 'values',
    chunk: 'page-values',
    page: lazy(() => import(/* webpackChunkName: "page-values" */ '../pages/ValuesPage')),
    queries: () => [content('values')],
  },
  {
    path: 'impact',
    chunk: 'page-impact',
    page: lazy(() => import(/* webpackChunkName: "page-impact" */ '../pages/ImpactPage')),
    queries: () => [
      content('impact'),
      content('pledge'),
      { options: statsQueryOptions() },
      settings,
      // The sharers' leaderboard (no entries while the organisers have it off).
      { options: leaderboardQueryOptions(), optional: true },
    ],
  },
  {
    path: 'blog',
    chunk: 'page-blog',
    page: lazy(() => import(/* webpackChunkName: "page-blog" */ '../pages/BlogPage')),
    // One page of articles (`?page=N`); a page past the last answers 404.
    queries: (_params, search) => [{ options: blogPageQueryOptions(blogPageOf(search)) }],
  },
  {
    path: 'blog/:slug',
    chunk: 'page-blog-post',
    page: lazy(() => import(/* webpackChunkName: "page-blog-post" */ '../pages/BlogPostPage')),
    queries: ({ slug = '' }) => [
      { options: blogPostQueryOptions(slug) },
      // The related articles at the article's end; without them the article still shows.
      { options: relatedPostsQueryOptions(slug), optional: true },
    ],
  },
  {
    path: 'tips',
    chunk: 'page-tips',
    page: lazy(() => import(/* webpackChunkName: "page-tips" */ '../pages/TipsPage')),
    // The selected tab (/tips?tab=labels) is rendered by the server, so a tab is a plain link;
    // the cache keeps a render per tab (shared/src/page-query.ts).
    queries: () => [{ options: tipsQueryOptions() }],
  },
  {
    path: 'contact',
    chunk: 'page-contact',
    page: lazy(() => import(/* webpackChunkName: "page-contact" */ '../pages/ContactPage')),
    queries: () => [content('contact'), settings],
  },
  {
    path: 'pledge',
    chunk: 'page-pledge',
    page: lazy(() => import(/* webpackChunkName: "page-pledge" */ '../pages/PledgePage')),
    queries: () => [content('pledge'), { options: statsQueryOptions() }, settings],
  },
  {
    path: 'privacy',
    chunk: 'page-privacy',
    page: lazy(() => import(/* webpackChunkName: "page-privacy" */ '../pages/PrivacyPage')),
    queries: () => [content('privacy')],
  },
  {
    path: 'terms',
    chunk: 'page-terms',
    page: lazy(() => import(/* webpackChunkName: "page-terms" */ '../pages/TermsPage')),
    queries: () => [content('terms')],
  },
  {
    path: '*',
    chunk: 'page-not-found',
    page: lazy(() => import(/* webpackChunkName: "page-not-found" */ '../pages/NotFoundPage')),
    queries: () => [],
  },
];
