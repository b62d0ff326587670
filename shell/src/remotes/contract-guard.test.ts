import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkRemoteContract, contractMismatch } from './contract-guard';

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

describe('checkRemoteContract', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads metaData.contractVersion from the manifest', async () => {
    const fetchMock = vi.fn(async () => Response.json({ metaData: { contractVersion: '2.1.0' } }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(checkRemoteContract('http://x/mf-manifest.json', '1.0.0')).resolves.toMatch(
      /2.1.0/,
    );
    expect(fetchMock).toHaveBeenCalledWith('http://x/mf-manifest.json', { cache: 'no-cache' });
  });

  it('fails when the manifest cannot be fetched', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    await expect(checkRemoteContract('http://x/mf-manifest.json', '1.0.0')).rejects.toThrow(/404/);
  });
});
