import { describe, expect, it } from 'vitest';
import { isPrivateAddress, webhookUrlProblem } from './target-policy';

describe('isPrivateAddress', () => {
  it('knows the private, loopback, link-local and reserved ranges, IPv6 and mapped IPv4', () => {
    for (const address of [
      '10.1.2.3',
      '127.0.0.1',
      '169.254.169.254',
      '172.16.0.1',
      '192.168.1.1',
      '100.64.0.1',
      '0.0.0.0',
      '::1',
      '[::1]',
      'fd00::1',
      'fe80::1',
      '::ffff:10.0.0.1',
      'not an address',
    ]) {
      expect(isPrivateAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(isPrivateAddress(address), address).toBe(false);
    }
  });
});

describe('webhookUrlProblem', () => {
  it('in production: https to public hosts only, with a clear reason otherwise', () => {
    expect(webhookUrlProblem('https://hooks.example.org/campaign', false)).toBeNull();
    expect(webhookUrlProblem('http://hooks.example.org/', false)).toBe(
      'URL must start with https://',
    );
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.5/hook',
      'https://[::1]:8443/',
      'https://localhost/',
      'https://printer.local/',
      'https://169.254.169.254/latest/meta-data',
    ]) {
      expect(webhookUrlProblem(url, false), url).toMatch(/private network/);
    }
    expect(webhookUrlProblem('http://127.0.0.1:9000/', false)).toBe('URL must start with https://');
    expect(webhookUrlProblem('https://user:pw@example.org/', false)).toMatch(/password/);
    expect(webhookUrlProblem('ftp://example.org/', false)).toMatch(/https/);
  });

  it('with private targets allowed: http only to the loopback host', () => {
    expect(webhookUrlProblem('http://127.0.0.1:9000/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://localhost:9000/hook', true)).toBeNull();
    expect(webhookUrlProblem('https://10.0.0.5/hook', true)).toBeNull();
    expect(webhookUrlProblem('http://10.0.0.5/hook', true)).toMatch(/127\.0\.0\.1 or localhost/);
  });
});
