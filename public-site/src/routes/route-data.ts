import type { QueryClient } from '@campaign/shared/query';
import { matchRoutes } from '@campaign/shared/router';
import { PUBLIC_ROUTE_TABLE, type PublicRoute } from './route-table';

/** What the server render of one path needs to know before it renders. */
export interface RouteData {
  /** The page's chunk name, for preload links. */
  chunk: string;
  /** 200, or 404 for the catch-all page and for data the route names that does not exist. */
  status: 200 | 404;
}

// The same ranking <Routes> uses, so the server and the router always pick the same page.
const matchable = PUBLIC_ROUTE_TABLE.map((route) => ({ path: `/${route.path}`, route }));

function match(pathname: string) {
  const [found] = matchRoutes(matchable, pathname) ?? [];
  const route: PublicRoute = found?.route.route ?? PUBLIC_ROUTE_TABLE.at(-1)!;
  return { route, params: found?.params ?? {} };
}

const statusOf = (error: unknown): number | undefined =>
  typeof error === 'object' &&
  error !== null &&
  'status' in error &&
  typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * Fetches into `client` everything the page at `pathname` (with `search`, its query string) reads
 * on first render, so the server
 * renders the real page and the browser hydrates from the same cache. A missing record (a 404
 * from the API) makes the page's own "not found" view and a 404 status; any other failure of a
 * query the page cannot do without is thrown, and the server answers 500.
 */
export async function prefetchRoute(
  client: QueryClient,
  pathname: string,
  search = '',
): Promise<RouteData> {
  const { route, params } = match(pathname);
  let status: RouteData['status'] = route.path === '*' ? 404 : 200;
  await Promise.all(
    route.queries(params, search).map(async ({ options, optional }) => {
      try {
        await client.fetchQuery(options);
      } catch (error) {
        if (optional) return;
        if (statusOf(error) === 404) status = 404;
        else throw error;
      }
    }),
  );
  return { chunk: route.chunk, status };
}
