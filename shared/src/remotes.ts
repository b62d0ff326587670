import { REMOTE_FRONT_ENDS, type RemoteFrontEnd } from './front-ends';

/** The names the remotes are built and registered under (front-ends.ts). */
export type RemoteName = RemoteFrontEnd['federationName'];
export const REMOTE_NAMES: readonly RemoteName[] = REMOTE_FRONT_ENDS.map(
  (app) => app.federationName,
);

/**
 * `/remotes.json`: where the shell finds each remote at run time. `entry` is the remote's
 * `mf-manifest.json` URL, absolute or relative to the page's origin.
 */
export interface RemoteLocation {
  entry: string;
  version?: string;
}
export type RemotesFile = Record<RemoteName, RemoteLocation>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function remoteLocation(value: unknown): RemoteLocation | null {
  if (!isRecord(value) || typeof value.entry !== 'string' || value.entry === '') return null;
  if (value.version !== undefined && typeof value.version !== 'string') return null;
  return value.version === undefined
    ? { entry: value.entry }
    : { entry: value.entry, version: value.version };
}

/**
 * The remotes file in `value`, with only its known fields, or null when it is not one. Checked
 * by hand rather than with a schema library: the shell checks it on every page, and this is
 * all it needs.
 */
export function parseRemotesFile(value: unknown): RemotesFile | null {
  if (!isRecord(value)) return null;
  const publicSite = remoteLocation(value.public_site);
  const adminConsole = remoteLocation(value.admin_console);
  return publicSite && adminConsole
    ? { public_site: publicSite, admin_console: adminConsole }
    : null;
}

/**
 * The ids of the JSON the server writes into the shell document: the remotes file (so the
 * shell does not fetch /remotes.json before it can start) and, on a server-rendered page, the
 * query cache the page was rendered from and, when a form posted without JavaScript comes back
 * with errors, that form as it was sent (SubmittedForm in forms.ts).
 */
export const DOCUMENT_DATA_IDS = {
  remotes: 'campaign-remotes',
  queryState: 'campaign-query-state',
  submittedForm: 'campaign-submitted-form',
} as const;

/**
 * JSON safe to put inside a `<script type="application/json">` element: no `<` can close the
 * element or open a comment, and the browser's JSON.parse reads the escapes back.
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** `<script type="application/json" id="…">…</script>` for one of DOCUMENT_DATA_IDS. */
export function documentDataScript(id: string, value: unknown): string {
  return `<script type="application/json" id="${id}">${jsonForScript(value)}</script>`;
}

/**
 * The folder inside each front end's dist/ that holds its server build (Node code the web
 * server renders pages with). Web servers never serve it.
 */
export const SERVER_BUILD_DIR = 'server';
