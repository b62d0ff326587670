import { DEFAULT_TIP_CATEGORY, TIP_CATEGORIES, type TipCategory } from './constants';
import { FORM_SUCCESS_PARAM } from './forms';
import { PUBLIC_ROUTES } from './routes';
import { isShareCode, SHARE_CODE_PLACEHOLDER, SHARE_CODE_SUCCESS_PARAM } from './share-link';

/**
 * What a page makes of one query parameter: the value it tells apart from the others (the
 * one the page is rendered with), or null when the page shows what it shows without it.
 */
export type QueryParamReading = (value: string) => string | null;

/** A form's success marker (`?sent=1`): only `1` changes the page. */
const successMarker: QueryParamReading = (value) => (value === '1' ? '1' : null);

/**
 * A pledger's share code on the success view (`?share=`): every valid code is one page, rendered
 * with the placeholder and each visit's own code written in (api/src/web/page-key.ts).
 */
const anyShareCode: QueryParamReading = (value) =>
  isShareCode(value) ? SHARE_CODE_PLACEHOLDER : null;

/** The page of /blog an address asks for: `?page=N`. */
export const BLOG_PAGE_PARAM = 'page';

/**
 * The page number a `?page=` value names: a whole number from 1, written any way (`02`, `2.0`);
 * anything else, or nothing, is the first page. The server's cache key and the page itself read
 * it alike, so one page has one key.
 */
export function pageNumberOf(value: string | null): number {
  const page = Number(value ?? '1');
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** A page number past the first; the first is the page without the parameter. */
const laterPage: QueryParamReading = (value) => {
  const page = pageNumberOf(value);
  return page > 1 ? String(page) : null;
};

/** The query parameter naming the selected tab of /tips (`/tips?tab=labels`). */
export const TIP_TAB_PARAM = 'tab';

/** A tip category's name in the address: lower case, words joined by dashes ("dining-out"). */
export const tipTabSlug = (category: TipCategory) => category.toLowerCase().replace(/ /g, '-');

/** The category a `?tab=` value names; the first tab for none or one it does not know. */
export function tipCategoryOf(value: string | null): TipCategory {
  return TIP_CATEGORIES.find((category) => tipTabSlug(category) === value) ?? DEFAULT_TIP_CATEGORY;
}

/** A tab other than the first; the first is the page without the parameter. */
const laterTab: QueryParamReading = (value) => {
  const category = tipCategoryOf(value);
  return category === DEFAULT_TIP_CATEGORY ? null : tipTabSlug(category);
};

/**
 * The query parameters each visitor page reads, and nothing else: the one place the server's
 * shared pages (api/src/web/page-key.ts) learn which URLs show the same page, so that a query
 * the page never reads cannot make a render of its own. Keyed by the route's path (PUBLIC_ROUTES,
 * or `/blog/:slug`); EVERY_PAGE_READS applies to all of them. A page that starts reading a
 * parameter adds it here with what it tells apart (as /blog's `page` does).
 */
export const PAGE_QUERY_PARAMS: Readonly<
  Record<string, Readonly<Record<string, QueryParamReading>>>
> = {
  [PUBLIC_ROUTES.blog]: { [BLOG_PAGE_PARAM]: laterPage },
  [PUBLIC_ROUTES.tips]: { [TIP_TAB_PARAM]: laterTab },
  [PUBLIC_ROUTES.pledge]: {
    [FORM_SUCCESS_PARAM.pledge]: successMarker,
    [SHARE_CODE_SUCCESS_PARAM]: anyShareCode,
  },
  [PUBLIC_ROUTES.contact]: { [FORM_SUCCESS_PARAM.contact]: successMarker },
};

/** The footer's newsletter form is on every page, and so is its success view. */
export const EVERY_PAGE_READS: Readonly<Record<string, QueryParamReading>> = {
  [FORM_SUCCESS_PARAM.newsletter]: successMarker,
};

/** The visitor page a URL shows, spelled one way, with only the query it reads. */
export type VisitorPage =
  | {
      /** The route's path (`/about`, `/blog/:slug`). */
      route: string;
      /** The page's one spelling, path and the parameters it reads (sorted): `/pledge?pledged=1`. */
      url: string;
    }
  | { route: null };

const STATIC_PAGES = new Map<string, string>(
  Object.values(PUBLIC_ROUTES).map((route) => [route.toLowerCase(), route]),
);
const ARTICLE_ROUTE = `${PUBLIC_ROUTES.blog}/:slug`;
const ARTICLE = new RegExp(`^${PUBLIC_ROUTES.blog}/([^/]+)$`, 'i');

/** Decodes each segment as the router does, keeping an encoded `/` inside one; null if malformed. */
function decodePath(pathname: string): string | null {
  try {
    return pathname
      .split('/')
      .map((segment) => decodeURIComponent(segment).replace(/\//g, '%2F'))
      .join('/');
  } catch {
    return null;
  }
}

/**
 * Which visitor page `pathname` and `search` show, matched as the router matches them (letter
 * case ignored, segments decoded, trailing slashes ignored), or `{ route: null }` for the
 * "page not found" page. Every spelling of one page gives the same `url`.
 */
export function visitorPageOf(pathname: string, search: string): VisitorPage {
  const decoded = decodePath(pathname);
  if (decoded === null) return { route: null };
  const trimmed = decoded.length > 1 ? decoded.replace(/\/+$/, '') || '/' : decoded;
  let route: string;
  let path: string;
  const known = STATIC_PAGES.get(trimmed.toLowerCase());
  if (known !== undefined) {
    route = known;
    path = known;
  } else {
    const slug = ARTICLE.exec(trimmed)?.[1];
    if (slug === undefined) return { route: null };
    route = ARTICLE_ROUTE;
    path = `${PUBLIC_ROUTES.blog}/${encodeURIComponent(slug.replace(/%2F/g, '/'))}`;
  }
  const reads = { ...EVERY_PAGE_READS, ...PAGE_QUERY_PARAMS[route] };
  const query = new URLSearchParams(search);
  const kept = Object.keys(reads)
    .sort()
    .flatMap((name) => {
      const value = query.get(name);
      const told = value === null ? null : reads[name]!(value);
      return told === null ? [] : [[name, told] as [string, string]];
    });
  return {
    route,
    url: kept.length > 0 ? `${path}?${new URLSearchParams(kept).toString()}` : path,
  };
}
