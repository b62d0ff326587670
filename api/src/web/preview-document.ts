import { escapeHtml, formatLongDate } from '@campaign/shared';
import { colorsFor, FONTS } from '@campaign/shared/design-tokens';
import { sanitizeBlogHtml } from '../content/sanitize-html';
import type { BlogPost } from '../models';

/**
 * What a preview link's page is made of (web/preview-page.ts): the article's own page rendered
 * on the server, made inert (no script: hydrating would read the public API, which does not
 * know the draft) and marked as a preview; or, without a server build, a plain page with the
 * article; or the one page every unusable link gets.
 */

const NOINDEX = '<meta name="robots" content="noindex">';

const light = colorsFor('light');
const dark = colorsFor('dark');
const darkBanner = `background:${dark.accentSoft};color:${dark.accentText};border-bottom-color:${dark.accent}`;

/**
 * The banner's own colours, light and dark (the class `dark` the site's theme sets), each pair
 * well above 4.5:1; they do not depend on the page's stylesheets, so the plain page has them too.
 */
const BANNER_STYLE = `<style>
.preview-banner{margin:0;padding:.75rem 1rem;background:${light.accentSoft};color:${light.accentText};border-bottom:3px solid ${light.accent};font:1rem/1.5 ${FONTS.sans};text-align:center}
.preview-banner p{margin:0;max-width:60rem;margin-inline:auto}
:root.dark .preview-banner{${darkBanner}}
</style>`;

type Previewed = Pick<BlogPost, 'status' | 'publishedDate'>;

/** Why visitors cannot see it yet: a draft, or scheduled for its date. */
function stateOf(post: Previewed): string {
  return post.status === 'published'
    ? `scheduled for ${escapeHtml(formatLongDate(post.publishedDate.toISOString()))}`
    : 'a draft';
}

/** The notice at the top of every preview, before anything of the page. */
export function previewBanner(post: Previewed): string {
  return (
    '<aside class="preview-banner" aria-label="Preview notice"><p>' +
    `<strong>Preview of an unpublished article.</strong> It is ${stateOf(post)} and not on ` +
    'the site yet: only people with this link can see it.</p></aside>'
  );
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** Preloads of scripts that will never run. */
const SCRIPT_PRELOAD = /<link\b[^>]*\b(?:rel="modulepreload"|as="script")[^>]*>/gi;
const ROBOTS_META = /<meta name="robots"[^>]*>/gi;

/**
 * The rendered page of the article as a preview: every script (and script preload) removed,
 * `noindex` in place of any robots tag, and the banner first in the body.
 */
export function previewDocument(renderedHtml: string, post: Previewed): string {
  return renderedHtml
    .replace(SCRIPT_ELEMENT, '')
    .replace(SCRIPT_PRELOAD, '')
    .replace(ROBOTS_META, '')
    .replace(/<head\b[^>]*>/i, (head) => `${head}${NOINDEX}`)
    .replace(/<\/head>/i, () => `${BANNER_STYLE}</head>`)
    .replace(/<body\b[^>]*>/i, (body) => `${body}${previewBanner(post)}`);
}

/** A page of its own, readable without the site's stylesheets, light or dark as the system is. */
function standalonePage(siteName: string, title: string, main: string, banner = ''): string {
  const site = escapeHtml(siteName);
  return (
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    `<meta name="viewport" content="width=device-width, initial-scale=1">${NOINDEX}` +
    `<title>${escapeHtml(title)} | ${site}</title>` +
    `<style>:root{color-scheme:light dark;--bg:${light.bg};--text:${light.text};--muted:${light.textMuted};--link:${light.primaryText}}` +
    `@media (prefers-color-scheme:dark){:root{--bg:${dark.bg};--text:${dark.text};--muted:${dark.textMuted};--link:${dark.primaryText}}` +
    `.preview-banner{${darkBanner}}}` +
    'body{margin:0;background:var(--bg);color:var(--text);font:1.0625rem/1.65 system-ui,sans-serif}' +
    'main{max-width:42rem;margin:2.5rem auto;padding:0 1rem}a{color:var(--link)}.back{text-align:center}' +
    '.meta{color:var(--muted)}img{max-width:100%;height:auto}</style>' +
    `${BANNER_STYLE}</head><body>${banner}<main>${main}</main>` +
    `<footer class="back"><p><a href="/">Back to ${site}</a></p></footer>` +
    '</body></html>'
  );
}

/**
 * The preview when no server render can be made (no build, or every render slot is busy): the
 * article's title, byline and content, cleaned again as an article is when saved.
 */
export function plainPreviewPage(
  siteName: string,
  post: Pick<BlogPost, 'title' | 'author' | 'content' | 'status' | 'publishedDate'>,
): string {
  const main =
    `<article><h1>${escapeHtml(post.title)}</h1>` +
    `<p class="meta">By ${escapeHtml(post.author)}</p>` +
    `${sanitizeBlogHtml(post.content)}</article>`;
  return standalonePage(siteName, `Preview: ${post.title}`, main, previewBanner(post));
}

/** Unknown, expired or revoked, or its article deleted: one page for all, naming none. */
export const LINK_NOT_VALID = 'This preview link is no longer valid';

export function previewLinkNotValidPage(siteName: string): string {
  return standalonePage(
    siteName,
    LINK_NOT_VALID,
    `<h1>${LINK_NOT_VALID}</h1>` +
      '<p>It may have expired or been revoked, or the article was removed. ' +
      'Ask whoever sent it for a new link.</p>',
  );
}
