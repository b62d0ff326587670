import type { RemoteName } from '@campaign/shared';

/** The three front ends that are released on their own, by folder / package suffix. */
export const APPS = ['shell', 'public-site', 'admin-console'] as const;
export type AppName = (typeof APPS)[number];

export const REMOTE_APPS = ['public-site', 'admin-console'] as const;
export type RemoteApp = (typeof REMOTE_APPS)[number];

/** Folder name of a remote → the federation name the shell registers it under. */
export const REMOTE_NAME_OF: Record<RemoteApp, RemoteName> = {
  'public-site': 'public_site',
  'admin-console': 'admin_console',
};

export const isApp = (value: string): value is AppName =>
  (APPS as readonly string[]).includes(value);
export const isRemoteApp = (app: AppName): app is RemoteApp => app !== 'shell';

/** Files a build must contain to be releasable. */
export const REQUIRED_FILES: Record<AppName, readonly string[]> = {
  shell: ['index.html', 'static'],
  'public-site': ['mf-manifest.json', 'remoteEntry.js'],
  'admin-console': ['mf-manifest.json', 'remoteEntry.js'],
};

/** Environment names become folder names: keep them boring. */
export const ENV_NAME = /^[a-z0-9][a-z0-9_-]{0,39}$/i;
