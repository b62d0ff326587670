/**
 * The contract guard: a remote records the @campaign/shared version it was built against in its
 * mf-manifest.json (`metaData.contractVersion`). Minor and patch releases of the contract are
 * backwards compatible by rule; a different major version means the remote may send or expect
 * messages this shell does not understand, so the shell refuses it.
 */
const major = (version: string) => Number.parseInt(version.split('.')[0] ?? '', 10);

export function contractMismatch(remoteVersion: unknown, hostVersion: string): string | null {
  if (typeof remoteVersion !== 'string' || Number.isNaN(major(remoteVersion))) {
    return 'it does not record the contract version it was built against';
  }
  if (major(remoteVersion) !== major(hostVersion)) {
    return `it was built against contract ${remoteVersion} and this shell speaks ${hostVersion}`;
  }
  return null;
}

interface Manifest {
  metaData?: {
    contractVersion?: unknown;
    publicPath?: unknown;
    remoteEntry?: { path?: unknown; name?: unknown };
  };
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The URL of the remote's container script, as its manifest names it: relative to the manifest
 * when the remote finds its own public path (`auto`, as ours are built), else to that path.
 */
export function containerEntry(manifest: Manifest, manifestUrl: string): string {
  const { publicPath, remoteEntry } = manifest.metaData ?? {};
  const folder = text(remoteEntry?.path).replace(/^\/+/, '');
  const file = `${folder && !folder.endsWith('/') ? `${folder}/` : folder}${text(remoteEntry?.name) || 'remoteEntry.js'}`;
  const base =
    text(publicPath) && publicPath !== 'auto'
      ? new URL(text(publicPath), manifestUrl)
      : manifestUrl;
  return new URL(file, base).href;
}

/** What the shell learns from a remote's manifest before running any of its code. */
export interface CheckedRemote {
  /** Why the remote must be refused, or null when it is fine. */
  refusal: string | null;
  /** Its container script, which the federation runtime loads. */
  entry: string;
}

/** Reads the remote's manifest once: the contract it speaks and where its container is. */
export async function checkRemoteContract(
  manifestUrl: string,
  hostVersion: string,
): Promise<CheckedRemote> {
  const res = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
  const manifest = (await res.json()) as Manifest;
  return {
    refusal: contractMismatch(manifest.metaData?.contractVersion, hostVersion),
    entry: containerEntry(manifest, manifestUrl),
  };
}
