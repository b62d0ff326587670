/**
 * The three front ends, declared once: the start script, the web server, the release tooling,
 * the nginx config, the size script and the tests all read this list (see docs/product.md,
 * "How the site is put together").
 */
export const FRONT_ENDS = [
  {
    /** Folder in the repository, package `@campaign/<folder>`, and its folder in a release. */
    folder: 'shell',
    /** Module Federation container name. */
    federationName: 'shell',
    devPort: 3000,
    /** URL prefix its build is served under by the one-port server. */
    mountPath: '/',
    /** The file a build must contain to be served or released. */
    entryFile: 'index.html',
  },
  {
    folder: 'public-site',
    federationName: 'public_site',
    devPort: 3002,
    mountPath: '/remotes/public-site/',
    entryFile: 'mf-manifest.json',
  },
  {
    folder: 'admin-console',
    federationName: 'admin_console',
    devPort: 3003,
    mountPath: '/remotes/admin-console/',
    entryFile: 'mf-manifest.json',
  },
] as const;

export type FrontEnd = (typeof FRONT_ENDS)[number];
export type FrontEndFolder = FrontEnd['folder'];
export type RemoteFrontEnd = Exclude<FrontEnd, { folder: 'shell' }>;
export type RemoteFolder = RemoteFrontEnd['folder'];

/** The remotes, in the order the shell registers them. */
export const REMOTE_FRONT_ENDS = FRONT_ENDS.filter(
  (app): app is RemoteFrontEnd => app.folder !== 'shell',
);

/** The API's own dev port (the front ends' dev servers proxy /api to it). */
export const API_DEV_PORT = 3001;

export function frontEnd<F extends FrontEndFolder>(folder: F): Extract<FrontEnd, { folder: F }> {
  return FRONT_ENDS.find((app) => app.folder === folder) as Extract<FrontEnd, { folder: F }>;
}

/** The URL of a remote's manifest as the one-port server serves it. */
export const remoteManifestPath = (app: RemoteFrontEnd) => `${app.mountPath}${app.entryFile}`;
