import {
  FRONT_ENDS,
  REMOTE_FRONT_ENDS,
  type FrontEndFolder,
  type RemoteFolder,
  type RemoteName,
} from '@campaign/shared';

/** The three front ends that are released on their own, by folder / package suffix. */
export type AppName = FrontEndFolder;
export const APPS = FRONT_ENDS.map((app) => app.folder) as [AppName, ...AppName[]];

export type RemoteApp = RemoteFolder;
export const REMOTE_APPS: readonly RemoteApp[] = REMOTE_FRONT_ENDS.map((app) => app.folder);

/** Folder name of a remote → the federation name the shell registers it under. */
export const REMOTE_NAME_OF = Object.fromEntries(
  REMOTE_FRONT_ENDS.map((app) => [app.folder, app.federationName]),
) as Record<RemoteApp, RemoteName>;

export const isApp = (value: string): value is AppName =>
  (APPS as readonly string[]).includes(value);
export const isRemoteApp = (app: AppName): app is RemoteApp => app !== 'shell';

/** Files a build must contain to be releasable: its entry file and its code. */
export const REQUIRED_FILES: Record<AppName, readonly string[]> = Object.fromEntries(
  FRONT_ENDS.map((app): [AppName, string[]] => [
    app.folder,
    [app.entryFile, app.folder === 'shell' ? 'static' : 'remoteEntry.js'],
  ]),
) as Record<AppName, string[]>;

/** Environment names become folder names: keep them boring. */
export const ENV_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;
