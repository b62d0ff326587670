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

/** Reads the remote's manifest and returns why it must be refused, or null when it is fine. */
export async function checkRemoteContract(
  manifestUrl: string,
  hostVersion: string,
): Promise<string | null> {
  const res = await fetch(manifestUrl, { cache: 'no-cache' });
  if (!res.ok) throw new Error(`${manifestUrl} answered ${res.status}`);
  const manifest = (await res.json()) as { metaData?: { contractVersion?: unknown } };
  return contractMismatch(manifest.metaData?.contractVersion, hostVersion);
}
