import { createContext, useContext, type ComponentType } from 'react';
import type { RemoteName } from '../remotes';

/**
 * Loads a component another front end exposes, through the federation runtime the shell set up
 * (the remotes file, the contract guard, retries). `attempt` starts at 0; a higher one retries a
 * load that failed. The component's props are the exposing front end's contract: the caller
 * names them.
 */
export type RemoteModuleLoader = (
  remote: RemoteName,
  module: string,
  attempt: number,
) => Promise<{ default: ComponentType }>;

/**
 * Provided by the shell around every page, so one front end can show another's component: the
 * console's article preview is the public site's own article (`public_site/ArticlePreview`).
 * Null where no shell provides it (a remote running alone in development).
 */
export const RemoteModulesContext = createContext<RemoteModuleLoader | null>(null);

export const useRemoteModules = (): RemoteModuleLoader | null => useContext(RemoteModulesContext);
