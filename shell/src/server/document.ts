import {
  DOCUMENT_DATA_IDS,
  documentDataScript,
  escapeHtml,
  type RemotesFile,
} from '@campaign/shared';

/** The public site's browser build: its manifest and the URL folder it is served from. */
export interface BrowserRemote {
  /** URL path (or absolute URL) of the folder holding mf-manifest.json, ending in `/`. */
  base: string;
  manifest: {
    exposes?: {
      name: string;
      assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
    }[];
    metaData?: {
      remoteEntry?: { name?: string; path?: string };
      /** Each CSS file's mark for Rspack's CSS loading (see the build's app-config). */
      stylesheetIds?: Record<string, string>;
    };
  };
}

/**
 * A `<link rel="stylesheet">`; `mark` is the `data-rspack` mark by which Rspack's CSS loading
 * recognises a stylesheet already on the page.
 */
const stylesheetLink = (url: string, mark?: string) =>
  `<link rel="stylesheet" href="${escapeHtml(url)}"${mark ? ` data-rspack="${escapeHtml(mark)}"` : ''}>`;

/** `<link rel="stylesheet">` for each URL, in order. */
export const stylesheetLinks = (urls: string[]) => urls.map((url) => stylesheetLink(url)).join('');

/**
 * The stylesheets and scripts the rendered route needs, named up front so the browser fetches
 * them with the document instead of discovering them one after another: the remote's entry, the
 * exposed module, the page's own chunk, and the CSS shared between pages (numbered chunks).
 */
export function routeAssetLinks(remote: BrowserRemote, exposed: string, chunk: string): string {
  const expose = remote.manifest.exposes?.find((e) => e.name === exposed);
  if (!expose) return '';
  const isPage = (file: string) => new RegExp(`/${chunk}\\.[0-9a-f]+\\.(?:js|css)$`).test(file);
  const isSharedCss = (file: string) => /\/\d+\.[0-9a-f]+\.css$/.test(file);
  const css = [
    ...expose.assets.css.sync,
    ...expose.assets.css.async.filter((f) => isSharedCss(f) || isPage(f)),
  ];
  const entry = remote.manifest.metaData?.remoteEntry;
  const js = [
    ...(entry?.name ? [`${entry.path ?? ''}${entry.name}`] : []),
    ...expose.assets.js.sync,
    ...expose.assets.js.async.filter(isPage),
  ];
  // Marked as the remote's own CSS loading marks a stylesheet, so when the page's chunks run in
  // the browser they find these instead of adding each a second time.
  const ids = remote.manifest.metaData?.stylesheetIds ?? {};
  return [
    ...css.map((file) => stylesheetLink(`${remote.base}${file}`, ids[file])),
    ...js.map(
      (file) => `<link rel="preload" as="script" href="${escapeHtml(`${remote.base}${file}`)}">`,
    ),
  ].join('');
}

/** The parts the server writes into the shell document around the rendered page. */
export interface DocumentParts {
  head: string;
  body: string;
  /** JSON written beside the page: the remotes file and the query cache. */
  remotes: RemotesFile;
  queryState?: unknown;
  /** The form a post without JavaScript sent back (forms.ts). */
  submittedForm?: unknown;
}

/**
 * React writes the page's `<title>`, `<meta>` and `<link>` elements (the public site's PageMeta)
 * at the start of the HTML it renders, for the caller to place in the head.
 */
const LEADING_HOISTABLES = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;

/** The rendered page split into what belongs in the head and the page itself. */
export function splitHoisted(rendered: string): { hoisted: string; body: string } {
  const hoisted = LEADING_HOISTABLES.exec(rendered)?.[0] ?? '';
  return { hoisted, body: rendered.slice(hoisted.length) };
}

/**
 * The template's head with the page's own title and description in place of the site-wide
 * ones (a second `<title>` would be ignored by browsers, a second description by crawlers).
 */
function withPageHead(template: string, hoisted: string): string {
  let result = template;
  if (hoisted.includes('<title>')) result = result.replace(/<title>[^<]*<\/title>/, '');
  if (hoisted.includes('<meta name="description"')) {
    result = result.replace(/<meta name="description" content="[^"]*"\s*\/?>/, '');
  }
  return result.replace('</head>', () => `${hoisted}</head>`);
}

/**
 * Fills the browser build's index.html: extra head tags before `</head>`, the rendered page into
 * `<div id="root">`, and the data scripts after it (before the deferred shell scripts run).
 */
export function fillDocument(template: string, parts: DocumentParts): string {
  const data =
    documentDataScript(DOCUMENT_DATA_IDS.remotes, parts.remotes) +
    (parts.queryState === undefined
      ? ''
      : documentDataScript(DOCUMENT_DATA_IDS.queryState, parts.queryState)) +
    (parts.submittedForm === undefined
      ? ''
      : documentDataScript(DOCUMENT_DATA_IDS.submittedForm, parts.submittedForm));
  const { hoisted, body } = splitHoisted(parts.body);
  return (
    withPageHead(template, hoisted)
      .replace('</head>', () => `${parts.head}</head>`)
      // The page is in the HTML, so it reads without JavaScript: drop the notice saying otherwise.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, (notice) => (body ? '' : notice))
      .replace('<div id="root"></div>', () => `<div id="root">${body}</div>${data}`)
  );
}
