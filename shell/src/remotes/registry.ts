import type { ComponentType } from 'react';
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { parseRemotesFile, type RemoteName, type RemotesFile } from '@campaign/shared';
import { readInlineRemotes } from '../server-state/read-server-state';
import { checkRemoteContract } from './contract-guard';

/** Raised when a remote cannot be fetched, evaluated or does not export a component. */
export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

let remotesFile: Promise<RemotesFile> | null = null;
const registered = new Set<RemoteName>();

let inlineRead = false;

async function fetchRemotesFile(): Promise<RemotesFile> {
  // The server writes the remotes file into the document, so the first load needs no request;
  // a retry ("Try again") asks the server anew, as a release may have moved a remote since.
  if (!inlineRead) {
    inlineRead = true;
    const inline = parseRemotesFile(readInlineRemotes(document));
    if (inline) return inline;
  }
  const res = await fetch('/remotes.json', { cache: 'no-cache' });
  if (!res.ok) throw new Error(`/remotes.json answered ${res.status}`);
  const remotes = parseRemotesFile(await res.json());
  if (!remotes) throw new Error('/remotes.json is not a remotes file');
  return remotes;
}

function remotes(): Promise<RemotesFile> {
  remotesFile ??= fetchRemotesFile().catch((error: unknown) => {
    remotesFile = null; // let "Try again" fetch it anew
    throw error;
  });
  return remotesFile;
}

let pluginInstalled = false;
function installFailurePlugin() {
  if (pluginInstalled) return;
  pluginInstalled = true;
  registerPlugins([
    {
      name: 'campaign-remote-failure',
      // Log why a remote failed; returning nothing lets the failure reach the error boundary,
      // which shows the "couldn't load" view with a retry.
      errorLoadRemote({ id, error, lifecycle }) {
        console.warn(`[shell] remote ${id} failed during ${lifecycle}:`, error);
        return undefined;
      },
    },
  ]);
}

/**
 * Registers one remote from /remotes.json, which names its manifest. Only the remote a route needs
 * is registered, so a visitor route never asks for the admin console's files.
 * `force` re-registers it, which clears a failed load so "Try again" really retries.
 */
async function ensureRegistered(name: RemoteName, force: boolean) {
  const file = await remotes();
  if (registered.has(name) && !force) return;
  installFailurePlugin();
  const manifest = new URL(file[name].entry, window.location.href).href;
  const { refusal, entry } = await checkRemoteContract(manifest, __CONTRACT_VERSION__);
  if (refusal) {
    console.error(`[shell] refusing remote ${name} from ${manifest}: ${refusal}`);
    throw new Error(`Incompatible remote ${name}: ${refusal}`);
  }
  // The runtime gets the container itself: the manifest is read once, above, and the runtime's
  // own manifest handling (left out of the build) would add the remote's stylesheets to the
  // page a second time, over the ones the server rendered.
  registerRemotes([{ name, entry }], { force: registered.has(name) });
  registered.add(name);
}

export async function loadRemoteComponent(
  name: RemoteName,
  module: string,
  attempt: number,
): Promise<{ default: ComponentType }> {
  try {
    await ensureRegistered(name, attempt > 0);
    const loaded = await loadRemote<{ default?: ComponentType }>(`${name}/${module}`);
    if (!loaded?.default) throw new Error(`${name}/${module} has no default export`);
    return { default: loaded.default };
  } catch (error) {
    throw new RemoteLoadError(name, `Could not load ${name}/${module}`, { cause: error });
  }
}
