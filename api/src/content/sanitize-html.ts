import sanitizeHtml, { type IOptions } from 'sanitize-html';

/** Where relative URLs are resolved. Pages never live under /api, so the root is enough. */
const RESOLVE_BASE = 'https://site.invalid/';
/** A path into the API: `/api` then a separator or the end (`\\` is a `/` to browsers). */
const API_PATH = /^\/api(?:[/?#\\]|$)/;
/** Rounds of percent-decoding tried, for servers or proxies that decode more than once. */
const DECODE_ROUNDS = 3;

/** `%XX` sequences to their bytes, one character each; enough to spot ASCII path syntax. */
function percentDecode(path: string): string {
  return path.replace(/%([0-9a-f]{2})/gi, (_match, hex: string) =>
    String.fromCharCode(parseInt(hex, 16)),
  );
}

/**
 * RFC 3986 remove_dot_segments on an absolute path, also treating `\\` as `/` and merging
 * empty segments (`//`), as browsers and nginx do.
 */
function normalisePath(path: string): string {
  const segments = path.replaceAll('\\', '/').split('/');
  const out: string[] = [];
  for (const segment of segments) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  const last = segments.at(-1);
  const trailing = out.length > 0 && (last === '' || last === '.' || last === '..');
  return `/${out.join('/')}${trailing ? '/' : ''}`;
}

/**
 * Whether a URL from blog HTML points into this site's API: any host, or none (relative), whose
 * path, once dot segments are resolved, percent-encoding decoded and case folded, is `/api` or
 * starts with `/api/`, `/api?` or `/api#`. A post could otherwise make every reader's browser
 * call the API with their session: `<img src="/api/logout">` signs out whoever opens the post.
 * The host is not trusted to tell: the site answers under names this code cannot know.
 */
export function pointsIntoApi(value: string): boolean {
  let url: URL;
  try {
    // The WHATWG parser, as a browser: strips whitespace, resolves `./`, `../` and `%2e`.
    url = new URL(value, RESOLVE_BASE);
  } catch {
    return false; // A browser cannot follow it either.
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  let path = url.pathname;
  for (let round = 0; round <= DECODE_ROUNDS; round += 1) {
    path = normalisePath(path);
    if (API_PATH.test(path.toLowerCase())) return true;
    const decoded = percentDecode(path);
    if (decoded === path) return false;
    path = decoded;
  }
  // Still encoded after several rounds: no legitimate link looks like that.
  return true;
}

/** The attributes holding a URL that a browser fetches or follows. */
const URL_ATTRIBUTES = ['href', 'src', 'cite'] as const;

/** Drops URL attributes that point into the API; the element itself stays. */
function withoutApiUrls(tagName: string, attribs: sanitizeHtml.Attributes) {
  const kept = { ...attribs };
  for (const name of URL_ATTRIBUTES) {
    const url = kept[name];
    if (url !== undefined && pointsIntoApi(url)) delete kept[name];
  }
  return { tagName, attribs: kept };
}

/**
 * The allowlist for blog post HTML written through the admin API. Anything not listed is
 * removed: tags are dropped (keeping their text, escaped), except the ones whose content is
 * code or another document (script, style, iframe, svg, …), which go with their content.
 * Attributes are kept only where listed; no event handlers, no `style`, no `class`. URLs must be
 * http(s) or mailto (images: http(s) only) or a path on this site; `javascript:`, `data:`,
 * `vbscript:` and protocol-relative (`//host`) URLs are removed, however encoded. URLs into the
 * API (`/api/…`, however spelt, on any host) are removed too: a link keeps its text, and an
 * image left without a source is dropped.
 */
export const BLOG_HTML_OPTIONS: IOptions = {
  allowedTags: [
    'h1',
    'h2',
    'h3',
    'h4',
    'h5',
    'h6',
    'p',
    'br',
    'hr',
    'ul',
    'ol',
    'li',
    'dl',
    'dt',
    'dd',
    'em',
    'strong',
    'b',
    'i',
    'u',
    's',
    'del',
    'ins',
    'mark',
    'small',
    'sub',
    'sup',
    'abbr',
    'blockquote',
    'q',
    'cite',
    'code',
    'pre',
    'kbd',
    'samp',
    'table',
    'caption',
    'thead',
    'tbody',
    'tfoot',
    'tr',
    'th',
    'td',
    'figure',
    'figcaption',
    'img',
    'a',
  ],
  allowedAttributes: {
    a: ['href', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    abbr: ['title'],
    blockquote: ['cite'],
    q: ['cite'],
    ol: ['start', 'reversed'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  allowedIframeHostnames: [],
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  transformTags: { '*': withoutApiUrls },
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
  // Dropped together with everything inside them.
  nonTextTags: [
    'script',
    'style',
    'textarea',
    'option',
    'select',
    'xmp',
    'noscript',
    'noembed',
    'noframes',
    'iframe',
    'frame',
    'frameset',
    'object',
    'embed',
    'applet',
    'svg',
    'math',
    'template',
    'title',
    'head',
    'plaintext',
    'canvas',
    'audio',
    'video',
  ],
};

/** Removes everything from blog HTML that could run code or load another document. */
export function sanitizeBlogHtml(html: string): string {
  return sanitizeHtml(html, BLOG_HTML_OPTIONS).trim();
}
