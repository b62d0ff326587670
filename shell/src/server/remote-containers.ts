import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { ComponentType } from 'react';
import type { QueryClient } from '@campaign/shared/query';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';

/** What the public site's server container gives the render. */
export interface PublicSiteServerModules {
  PublicRoutes: ComponentType;
  /** `search` is the location's query string; a release from before it took one ignores it. */
  prefetchRoute: (
    client: QueryClient,
    pathname: string,
    search?: string,
  ) => Promise<{ chunk: string; status: 200 | 404 }>;
}

// Absolute paths only, so the base does not matter.
const nodeRequire = createRequire(`${process.cwd()}/`);
let fileLoaderInstalled = false;

/**
 * The federation runtime fetches a remote's server container by URL. A build on this machine is
 * named by a file: URL, which Node's fetch cannot read, so this plugin loads those with Node's
 * own require (the container then loads its chunks from its folder). Loading a location anew
 * (a rebuild in place) drops the cached copy first.
 */
function installFileLoader() {
  if (fileLoaderInstalled) return;
  fileLoaderInstalled = true;
  registerPlugins([
    {
      name: 'campaign-file-entries',
      loadEntry({ remoteInfo }) {
        if (!remoteInfo.entry.startsWith('file:')) return undefined;
        const file = fileURLToPath(remoteInfo.entry);
        delete nodeRequire.cache[file];
        return nodeRequire(file) as never;
      },
    },
  ]);
}

// One load per container location: a release gives the remote a new location, and the renders
// that started on the old one keep the modules they already hold.
let current: { entry: string; modules: Promise<PublicSiteServerModules> } | null = null;

async function load(entry: string, replacing: boolean): Promise<PublicSiteServerModules> {
  installFileLoader();
  registerRemotes([{ name: 'public_site', entry }], { force: replacing });
  const [routes, data] = await Promise.all([
    loadRemote<{ default?: ComponentType }>('public_site/PublicRoutes'),
    loadRemote<{ prefetchRoute?: PublicSiteServerModules['prefetchRoute'] }>(
      'public_site/routeData',
    ),
  ]);
  if (!routes?.default || !data?.prefetchRoute) {
    throw new Error(
      `the public site's server container at ${entry} lacks PublicRoutes or routeData`,
    );
  }
  return { PublicRoutes: routes.default, prefetchRoute: data.prefetchRoute };
}

/** The live public site's server container could not be loaded: the page cannot be rendered here. */
export class RemoteUnavailableError extends Error {
  readonly code = 'REMOTE_UNAVAILABLE';
  constructor(entry: string, cause: unknown) {
    super(`the public site's server container at ${entry} could not be loaded`, { cause });
    this.name = 'RemoteUnavailableError';
  }
}

/**
 * The public site's server modules from the container at `entry` (a file: or http(s): URL of
 * its server remoteEntry.js). A new `entry` replaces the registered container; a failed load is
 * forgotten, so the next request tries again.
 */
export function publicSiteModules(entry: string): Promise<PublicSiteServerModules> {
  if (current?.entry === entry) return current.modules;
  const modules = load(entry, current !== null).catch((error: unknown) => {
    throw new RemoteUnavailableError(entry, error);
  });
  const attempt = { entry, modules };
  current = attempt;
  modules.catch(() => {
    if (current === attempt) current = null;
  });
  return modules;
}
