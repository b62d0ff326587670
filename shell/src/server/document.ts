import { DOCUMENT_DATA_IDS, documentDataScript, type RemotesFile } from '@campaign/shared';

/** The public site's browser build: its manifest and the URL folder it is served from. */
export interface BrowserRemote {
  /** URL path (or absolute URL) of the folder holding mf-manifest.json, ending in `/`. */
  base: string;
  manifest: {
    exposes?: {
      name: string;
      assets: { js: { sync: string[]; async: string[] }; css: { sync: string[]; async: string[] } };
    }[];
    metaData?: { remoteEntry?: { name?: string; path?: string } };
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** `<link rel="stylesheet">` for each URL, in order. */
export const stylesheetLinks = (urls: string[]) =>
  urls.map((url) => `<link rel="stylesheet" href="${escapeAttribute(url)}">`).join('');

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
  const url = (file: string) => escapeAttribute(`${remote.base}${file}`);
  return [
    stylesheetLinks(css.map((file) => `${remote.base}${file}`)),
    ...js.map((file) => `<link rel="preload" as="script" href="${url(file)}">`),
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
  return (
    template
      .replace('</head>', () => `${parts.head}</head>`)
      // The page is in the HTML, so it reads without JavaScript: drop the notice saying otherwise.
      .replace(/<noscript>[\s\S]*?<\/noscript>/, (notice) => (parts.body ? '' : notice))
      .replace('<div id="root"></div>', () => `<div id="root">${parts.body}</div>${data}`)
  );
}
