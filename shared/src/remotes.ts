import { z } from './zod-mini';

/** The names the remotes are built and registered under. */
export const REMOTE_NAMES = ['public_site', 'admin_console'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * `/remotes.json`: where the shell finds each remote at run time. `entry` is the remote's
 * `mf-manifest.json` URL, absolute or relative to the page's origin.
 */
const remoteSchema = z.object({
  entry: z.string().check(z.minLength(1)),
  version: z.optional(z.string()),
});
export const remotesFileSchema = z.object({
  public_site: remoteSchema,
  admin_console: remoteSchema,
});
export type RemotesFile = z.infer<typeof remotesFileSchema>;

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
