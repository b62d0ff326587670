import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRemoteContract, containerEntry, contractMismatch } from './contract-guard';

describe('contractMismatch', () => {
  it('accepts the same major version', () => {
    expect(contractMismatch('1.4.2', '1.0.0')).toBeNull();
  });
  it('refuses another major version and says why', () => {
    expect(contractMismatch('2.0.0', '1.3.0')).toMatch(
      /built against contract 2.0.0.*speaks 1.3.0/,
    );
  });
  it('refuses a remote that records no version', () => {
    expect(contractMismatch(undefined, '1.0.0')).toMatch(/does not record/);
    expect(contractMismatch('banana', '1.0.0')).toMatch(/does not record/);
  });
});

describe('containerEntry', () => {
  const manifestUrl = 'https://site.example/remotes/public-site/releases/7/mf-manifest.json';

  it('finds the container beside the manifest when the remote finds its own path', () => {
    const manifest = {
      metaData: { publicPath: 'auto', remoteEntry: { path: '', name: 'remoteEntry.js' } },
    };
    expect(containerEntry(manifest, manifestUrl)).toBe(
      'https://site.example/remotes/public-site/releases/7/remoteEntry.js',
    );
  });

  it('follows the folder the manifest names, and a fixed public path', () => {
    expect(
      containerEntry({ metaData: { remoteEntry: { path: 'js', name: 'entry.js' } } }, manifestUrl),
    ).toBe('https://site.example/remotes/public-site/releases/7/js/entry.js');
    expect(
      containerEntry(
        {
          metaData: {
            publicPath: 'https://cdn.example/ps/',
            remoteEntry: { name: 'remoteEntry.js' },
          },
        },
        manifestUrl,
      ),
    ).toBe('https://cdn.example/ps/remoteEntry.js');
  });
});

describe('checkRemoteContract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the contract version and the container from one fetch of the manifest', async () => {
    const fetchMock = vi.fn(async () =>
      Response.json({
        metaData: {
          contractVersion: '2.1.0',
          publicPath: 'auto',
          remoteEntry: { path: '', name: 'remoteEntry.js' },
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const checked = await checkRemoteContract('http://x/app/mf-manifest.json', '1.0.0');
    expect(checked.refusal).toMatch(/2.1.0/);
    expect(checked.entry).toBe('http://x/app/remoteEntry.js');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('http://x/app/mf-manifest.json', { cache: 'no-cache' });
  });

  it('accepts a manifest of the same major contract', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ metaData: { contractVersion: '1.4.0' } })),
    );
    await expect(checkRemoteContract('http://x/mf-manifest.json', '1.0.0')).resolves.toEqual({
      refusal: null,
      entry: 'http://x/remoteEntry.js',
    });
  });

  it('fails when the manifest cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(checkRemoteContract('http://x/mf-manifest.json', '1.0.0')).rejects.toThrow(/404/);
  });
});
