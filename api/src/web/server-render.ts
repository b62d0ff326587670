import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { RemotesFile, SubmittedForm } from '@campaign/shared';
import type { Logger } from '../logger';
import type { BuildLocations } from './build-locations';
import { perFolder, watchedFile } from './watched-file';

/** The shell's server entry (shell/src/server/render-page.tsx), as its build exports it. */
interface ShellServerEntry {
  renderPage(request: {
    url: string;
    template: string;
    fetchApi: (path: string) => Promise<Response>;
    remotes: RemotesFile;
    submittedForm?: SubmittedForm | undefined;
    publicSite: { serverEntry: string; browser: { base: string; manifest: unknown } };
    shellStylesheets: string[];
    timeoutMs: number;
  }): Promise<{ status: 200 | 404; html: string }>;
}

/** A page rendered on the server, or the reason to send the client-rendered document. */
export type RenderOutcome =
  | { kind: 'rendered'; status: 200 | 404; html: string }
  | { kind: 'unavailable' }
  | { kind: 'failed'; error: unknown };

export const RENDER_TIMEOUT_MS = 5000;

// Absolute paths only, so the base does not matter.
const nodeRequire = createRequire(`${process.cwd()}/`);

function loadShellEntry(file: string): Promise<ShellServerEntry> {
  // The build starts asynchronously (federation negotiates shared modules first), so its
  // exports arrive as a promise.
  return Promise.resolve(nodeRequire(file) as ShellServerEntry | Promise<ShellServerEntry>);
}

export interface ServerRendererOptions {
  /** Where the live shell and public site are (build-locations.ts). */
  builds: BuildLocations;
  logger: Logger;
}

/**
 * Renders visitor pages with the shell's server build and the public site's server container,
 * both read from where `builds` says they are and picked up again when a build or a release
 * replaces them (no restart; a render already running finishes with the container it started
 * with). Anything missing or failing to load means "unavailable": the caller then sends the
 * client-rendered document, and the site keeps working.
 */
export function serverRenderer({ builds, logger }: ServerRendererOptions) {
  // The shell's server build is loaded once per process: its federation runtime owns the shared
  // modules (React, the router) every remote container uses, and a second copy beside it would
  // split them. A shell rebuilt under a running server is therefore not rendered with; the
  // client-rendered document is sent until the restart.
  let shell: { file: string; mtimeMs: number; entry: Promise<ShellServerEntry> } | null = null;
  const shellEntry = (shellDir: string): Promise<ShellServerEntry> | null => {
    const file = path.join(shellDir, 'server', 'main.cjs');
    const stats = statSync(file, { throwIfNoEntry: false });
    if (!stats) return null;
    if (!shell) {
      shell = { file, mtimeMs: stats.mtimeMs, entry: loadShellEntry(file) };
      shell.entry.catch(() => {}); // reported when a render awaits it
    }
    return shell.file === file && shell.mtimeMs === stats.mtimeMs ? shell.entry : null;
  };
  // Per build folder (one per release, or the one dist/): its manifest and container URL.
  const remoteManifest = perFolder((dir) =>
    watchedFile(
      path.join(dir, 'mf-manifest.json'),
      (file) => JSON.parse(readFileSync(file, 'utf8')) as unknown,
    ),
  );
  // A query names each build of the container, so a rebuild in place loads anew.
  const remoteEntry = perFolder((dir) =>
    watchedFile(
      path.join(dir, 'server', 'remoteEntry.cjs'),
      (file, mtimeMs) => `${pathToFileURL(file).href}?build=${Math.round(mtimeMs)}`,
    ),
  );
  // The shell's stylesheets are loaded by its bootstrap chunk in the browser; a rendered page
  // links them in its head, or it would show unstyled until the scripts ran.
  // A build without a stylesheet folder links none, rather than failing every render.
  const shellStylesheets = perFolder((dir) =>
    watchedFile(path.join(dir, 'index.html'), () => {
      const folder = path.join(dir, 'static', 'css');
      if (!existsSync(folder)) return [];
      return (readdirSync(folder, { withFileTypes: true }) as { name: string; isFile(): boolean }[])
        .filter((entry) => entry.isFile() && entry.name.endsWith('.css'))
        .map((entry) => `/static/css/${entry.name}`)
        .sort();
    }),
  );
  let lastUnavailable = '';

  const unavailable = (reason: string, error?: unknown): RenderOutcome => {
    // Said once per cause, not once per request.
    if (reason !== lastUnavailable) {
      lastUnavailable = reason;
      logger.warn('server rendering unavailable; sending the client-rendered document', {
        reason,
        error: error instanceof Error ? error.message : error,
      });
    }
    return { kind: 'unavailable' };
  };

  return async function render(request: {
    url: string;
    template: string;
    fetchApi: (path: string) => Promise<Response>;
    remotes: RemotesFile;
    submittedForm?: SubmittedForm | undefined;
  }): Promise<RenderOutcome> {
    const shellDir = builds.shellDir();
    const publicSite = builds.publicSite();
    const loading = shellDir ? shellEntry(shellDir) : null;
    const manifest = publicSite ? remoteManifest(publicSite.dir) : null;
    const serverEntry = publicSite ? remoteEntry(publicSite.dir) : null;
    if (!shellDir || !publicSite || !loading || !manifest || !serverEntry) {
      return unavailable('a server build is missing, or the shell was rebuilt since start-up');
    }
    let entry: ShellServerEntry;
    try {
      entry = await loading;
    } catch (error) {
      return unavailable('the shell server build failed to load', error);
    }
    try {
      const page = await entry.renderPage({
        ...request,
        publicSite: { serverEntry, browser: { base: publicSite.base, manifest } },
        shellStylesheets: shellStylesheets(shellDir) ?? [],
        timeoutMs: RENDER_TIMEOUT_MS,
      });
      lastUnavailable = '';
      return { kind: 'rendered', ...page };
    } catch (error) {
      if ((error as { code?: unknown }).code === 'REMOTE_UNAVAILABLE') {
        return unavailable('the public site server container failed to load', error);
      }
      return { kind: 'failed', error };
    }
  };
}

/** What serves a visitor page's render (a stand-in in tests). */
export type PageRenderer = ReturnType<typeof serverRenderer>;
