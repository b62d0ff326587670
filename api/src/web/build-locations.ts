import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { frontEnd, parseRemotesFile, type RemotesFile } from '@campaign/shared';
import { watchedFile } from './watched-file';

const PUBLIC_SITE = frontEnd('public-site');

/** The live public site: its build folder and the URL folder its browser files are served from. */
export interface PublicSiteBuild {
  dir: string;
  /** URL path (or absolute URL) of the folder holding mf-manifest.json, ending in `/`. */
  base: string;
}

/**
 * Where the front-end builds a page is rendered from. Asked on every render, so a rebuilt or
 * newly released front end is used without a restart.
 */
export interface BuildLocations {
  /** The live shell's build folder (index.html, static/, server/), or null when there is none. */
  shellDir(): string | null;
  /** The live public site, or null when none is live. */
  publicSite(): PublicSiteBuild | null;
  /** The remotes file written into documents, or null before both remotes have a release. */
  remotes(): RemotesFile | null;
}

/** The builds in the repository (or WEB_ROOT): `<app>/dist/`, served by this process. */
export function localBuilds(root: string, remotes: RemotesFile): BuildLocations {
  return {
    shellDir: () => path.join(root, 'shell', 'dist'),
    publicSite: () => ({
      dir: path.join(root, PUBLIC_SITE.folder, 'dist'),
      base: PUBLIC_SITE.mountPath,
    }),
    remotes: () => remotes,
  };
}

/**
 * One environment's release folder, as `pnpm release` writes it and nginx serves it (see
 * infra/src/releases.ts): the live shell is `shell/current`, the live public site the version
 * named in `remotes.json`, under `public-site/<version>/`. Both are read again when a release or
 * a rollback changes them.
 */
export function releasedBuilds(envDir: string): BuildLocations {
  const remotesFile = watchedFile(path.join(envDir, 'remotes.json'), (file) => {
    try {
      return parseRemotesFile(JSON.parse(readFileSync(file, 'utf8')));
    } catch {
      return null; // unreadable: treated as no release yet
    }
  });
  return {
    shellDir: () => {
      try {
        // The folder the link points at now: a shell release swaps the link, not the files.
        return realpathSync(path.join(envDir, 'shell', 'current'));
      } catch {
        return null;
      }
    },
    publicSite: () => {
      const live = remotesFile()?.public_site;
      if (!live?.version || !/^[0-9A-Za-z][0-9A-Za-z.+_-]*$/.test(live.version)) return null;
      return {
        dir: path.join(envDir, PUBLIC_SITE.folder, live.version),
        base: live.entry.replace(/mf-manifest\.json$/, ''),
      };
    },
    remotes: () => remotesFile(),
  };
}
