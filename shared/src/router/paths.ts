/**
 * Paths and route patterns, with no React: parsing and joining URLs, and choosing the route a
 * path lands on. `<Routes>` and the server's route table (`matchRoutes`) share this ranking, so
 * the page the server renders is always the page the browser hydrates.
 */

/** Where the router is: the parts of a URL inside this site, plus what a navigation carried. */
export interface Location {
  pathname: string;
  search: string;
  hash: string;
  /** What `navigate(to, { state })` stored with the history entry (null when none). */
  state: unknown;
  /** Unique per history entry; 'default' for the entry the document was loaded at. */
  key: string;
}

/** A path such as '/blog?page=2', or its parts. */
export type To = string | Partial<Pick<Location, 'pathname' | 'search' | 'hash'>>;

export type Path = Pick<Location, 'pathname' | 'search' | 'hash'>;

/** Splits '/a?b#c' into its parts; a missing part is ''. */
export function parsePath(path: string): Path {
  let rest = path;
  let hash = '';
  let search = '';
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  return { pathname: rest, search: search === '?' ? '' : search, hash: hash === '#' ? '' : hash };
}

export function createPath({ pathname = '/', search = '', hash = '' }: Partial<Path>): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const fragment = hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : '';
  return `${pathname}${query}${fragment}`;
}

/** A link to another site (or another scheme), which the router leaves to the browser. */
export const isExternal = (to: To): boolean =>
  typeof to === 'string' && /^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(to);

/** '/a/' + 'b' → '/a/b', with repeated slashes collapsed. */
export const joinPaths = (...parts: string[]): string => parts.join('/').replace(/\/\/+/g, '/');

/**
 * Where `to` leads from a route whose matched path is `routeBase`, at `currentPathname`: an
 * absolute path as it is; a query or hash alone stays on the current path; anything else is
 * relative to the route ('..' goes up one segment), as in react-router.
 */
export function resolveTo(to: To, routeBase: string, currentPathname: string): Path {
  const target = typeof to === 'string' ? parsePath(to) : to;
  const search = target.search ?? '';
  const hash = target.hash ?? '';
  const toPathname = target.pathname ?? '';
  if (toPathname === '') return { pathname: currentPathname, search, hash };
  if (toPathname.startsWith('/')) return { pathname: toPathname, search, hash };
  const segments = routeBase.split('/').filter(Boolean);
  for (const segment of toPathname.split('/')) {
    if (segment === '..') segments.pop();
    else if (segment !== '.' && segment !== '') segments.push(segment);
  }
  const trailing = toPathname.endsWith('/') && segments.length > 0 ? '/' : '';
  return { pathname: `/${segments.join('/')}${trailing}`, search, hash };
}

/** A route as matching sees it: a pattern such as 'blog/:slug' or 'admin/*', or an index. */
export interface RoutePattern {
  path?: string;
  index?: boolean;
}

export interface RouteMatch<R> {
  route: R;
  /** ':name' segments and the '*' remainder, decoded. */
  params: Record<string, string>;
  /** The part of the path the route matched, before any '*' remainder. */
  pathnameBase: string;
}

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

const segmentsOf = (path: string) => path.split('/').filter(Boolean);

/**
 * How specific a pattern is, the way react-router ranks routes: each static segment counts 10,
 * each ':param' 3, an index route 2 more, a '*' 2 less; the best-ranked route that matches wins,
 * and the first listed among equals.
 */
function rank(route: RoutePattern): number {
  // Ranked as an absolute path ('about' as '/about'), as react-router ranks a route table.
  const segments = joinPaths('', route.path ?? '').split('/');
  let score = segments.length + (route.index ? 2 : 0);
  for (const segment of segments) {
    if (segment === '*') score -= 2;
    else if (segment.startsWith(':')) score += 3;
    else score += segment === '' ? 1 : 10;
  }
  return score;
}

/** Matches one pattern against a whole path (letter case ignored, as react-router does). */
function matchOne(route: RoutePattern, pathname: string): Omit<RouteMatch<never>, 'route'> | null {
  const pattern = segmentsOf(route.path ?? '');
  const splat = pattern.at(-1) === '*';
  if (splat) pattern.pop();
  const actual = segmentsOf(pathname);
  if (actual.length < pattern.length) return null;
  if (!splat && actual.length !== pattern.length) return null;
  if (route.index && actual.length > 0) return null;
  const params: Record<string, string> = {};
  for (const [i, segment] of pattern.entries()) {
    const value = actual[i]!;
    if (segment.startsWith(':')) params[segment.slice(1)] = decode(value);
    else if (segment.toLowerCase() !== value.toLowerCase()) return null;
  }
  const base = `/${actual.slice(0, pattern.length).join('/')}`;
  if (splat) params['*'] = decode(actual.slice(pattern.length).join('/'));
  return { params, pathnameBase: base };
}

/**
 * The route `pathname` lands on, as a one-element list (react-router's shape, whose nested
 * routes this router does not need), or null when none matches.
 */
export function matchRoutes<R extends RoutePattern>(
  routes: readonly R[],
  pathname: string,
): RouteMatch<R>[] | null {
  const ranked = routes
    .map((route, order) => ({ route, order, score: rank(route) }))
    .sort((a, b) => b.score - a.score || a.order - b.order);
  for (const { route } of ranked) {
    const found = matchOne(route, pathname);
    if (found) return [{ route, ...found }];
  }
  return null;
}
