import {
  escapeHtml,
  isShareCode,
  PUBLIC_ROUTES,
  SHARE_CODE_PLACEHOLDER,
  SHARE_CODE_SUCCESS_PARAM,
  visitorPageOf,
} from '@campaign/shared';

/**
 * The path every unknown path is rendered at: a path no route has, written only in characters
 * that read the same in HTML text, attributes and URLs, so the one render of the "page not
 * found" page takes any visitor's path in its place.
 */
export const NOT_FOUND_PLACEHOLDER = '/campaign-page-not-found-7d1c';

/**
 * The slug every article that is not on the site is rendered at, on the same terms: a valid
 * slug no article is given in practice (if one were, it would simply be shown), written in
 * characters that read the same in HTML, URLs and the page's JSON, so the one "article not
 * found" render takes any visitor's slug in its place.
 */
export const ARTICLE_NOT_FOUND_SLUG = 'campaign-article-not-found-7d1c';

const ARTICLE_PREFIX = `${PUBLIC_ROUTES.blog}/`;

/** How a visit is rendered and shared: the URL rendered, and the key it is shared under. */
export interface PageKey {
  /** Path and query the page is rendered at: one spelling per page, or a placeholder. */
  renderUrl: string;
  /** The shared render's key: the live public site's folder and `renderUrl`. */
  key: string;
  /**
   * Set when one render serves many addresses (every unknown path, every unknown article):
   * writes this visit's own path into the shared render.
   */
  fillIn?: (html: string) => string;
  /** An article's address: its slug, as the API reads it. */
  articleSlug?: string;
}

/**
 * A visit's page as the shared pages key it (the parameters each page reads are declared with
 * the routes, shared/src/page-query.ts): a query the page does not read, or another spelling of
 * its path, is the same page; every unknown path is one page. So nothing a visitor can put in a
 * URL makes more renders, or more kept pages, than there are pages (and articles; an address
 * that is no article is made one page by `asUnknownArticle`).
 */
export function pageKeyOf(liveSite: string, pathname: string, search: string): PageKey {
  const page = visitorPageOf(pathname, search);
  if (page.route === null) {
    return {
      renderUrl: NOT_FOUND_PLACEHOLDER,
      key: `${liveSite}\n${NOT_FOUND_PLACEHOLDER}`,
      fillIn: (html) => withNotFoundPath(html, pathname),
    };
  }
  const key = { renderUrl: page.url, key: `${liveSite}\n${page.url}` };
  const shareCode = new URLSearchParams(search).get(SHARE_CODE_SUCCESS_PARAM);
  if (page.url.includes(SHARE_CODE_PLACEHOLDER) && isShareCode(shareCode)) {
    // A pledger's success view: one render for every code, each visit's own written in. A
    // code is letters, digits, `-` and `_`: the same in HTML, URLs and the page's JSON.
    return { ...key, fillIn: (html) => html.split(SHARE_CODE_PLACEHOLDER).join(shareCode) };
  }
  if (!page.url.startsWith(ARTICLE_PREFIX)) return key;
  const encodedSlug = page.url.slice(ARTICLE_PREFIX.length).split('?')[0]!;
  return { ...key, articleSlug: decodeURIComponent(encodedSlug) };
}

/**
 * The page of an article address that shows no article: the one shared "article not found"
 * render (same query), with this address's slug written in. The slug goes in URL-encoded, the
 * way the page's own links spell it, so nothing in it can close a tag, an attribute or a string.
 */
export function asUnknownArticle(liveSite: string, page: PageKey): PageKey {
  const [path = '', query] = page.renderUrl.split('?');
  const encodedSlug = path.slice(ARTICLE_PREFIX.length);
  const renderUrl = `${ARTICLE_PREFIX}${ARTICLE_NOT_FOUND_SLUG}${query ? `?${query}` : ''}`;
  return {
    renderUrl,
    key: `${liveSite}\n${renderUrl}`,
    fillIn: (html) => html.split(ARTICLE_NOT_FOUND_SLUG).join(encodedSlug),
  };
}

/** The shared "page not found" render with the visitor's path in it, escaped. */
export const withNotFoundPath = (html: string, pathname: string): string =>
  html.split(NOT_FOUND_PLACEHOLDER).join(escapeHtml(pathname));
