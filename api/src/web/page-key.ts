import { escapeHtml, visitorPageOf } from '@campaign/shared';

/**
 * The path every unknown path is rendered at: a path no route has, written only in characters
 * that read the same in HTML text, attributes and URLs, so the one render of the "page not
 * found" page takes any visitor's path in its place.
 */
export const NOT_FOUND_PLACEHOLDER = '/campaign-page-not-found-7d1c';

/** How a visit is rendered and shared: the URL rendered, and the key it is shared under. */
export interface PageKey {
  /** Path and query the page is rendered at: one spelling per page, or the placeholder. */
  renderUrl: string;
  /** The shared render's key: the live public site's folder and `renderUrl`. */
  key: string;
  /** Every unknown path shares one render, with the path written in afterwards. */
  notFound: boolean;
}

/**
 * A visit's page as the shared pages key it (the parameters each page reads are declared with
 * the routes, shared/src/page-query.ts): a query the page does not read, or another spelling of
 * its path, is the same page; every unknown path is one page. So nothing a visitor can put in a
 * URL makes more renders, or more kept pages, than there are pages (and articles).
 */
export function pageKeyOf(liveSite: string, pathname: string, search: string): PageKey {
  const page = visitorPageOf(pathname, search);
  const renderUrl = page.route === null ? NOT_FOUND_PLACEHOLDER : page.url;
  return { renderUrl, key: `${liveSite}\n${renderUrl}`, notFound: page.route === null };
}

/** The shared "page not found" render with the visitor's path in it, escaped. */
export const withNotFoundPath = (html: string, pathname: string): string =>
  html.split(NOT_FOUND_PLACEHOLDER).join(escapeHtml(pathname));
