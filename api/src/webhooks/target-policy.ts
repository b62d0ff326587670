import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Where a webhook may be posted (docs/decisions/044-signed-webhooks.md). Anyone who can add an
 * endpoint could otherwise make the server post into its own network (SSRF): the database, a
 * cloud's metadata service, an admin interface on localhost. So, unless private targets are
 * allowed (WEBHOOK_ALLOW_PRIVATE_URLS, which defaults to true only outside production):
 *
 * - the URL must be https;
 * - its host may not be a private, loopback, link-local, shared or reserved address, nor
 *   `localhost`; this is checked when the endpoint is saved (a clear refusal) and again on
 *   every connection, against the address the name resolved to (a name that resolves to
 *   10.0.0.5, or is changed to later, is refused then, before anything is sent).
 *
 * With private targets allowed, `http://` is accepted too, but only for the loopback host
 * (127.0.0.1, ::1, localhost): a receiver on the same machine in development and tests.
 */

const PRIVATE_V4: [string, number][] = [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
];
const PRIVATE_V6: [string, number][] = [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
];

const blocked = new BlockList();
for (const [network, prefix] of PRIVATE_V4) blocked.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of PRIVATE_V6) blocked.addSubnet(network, prefix, 'ipv6');

/** Whether `address` (an IP literal) is anywhere but the public internet. */
export function isPrivateAddress(address: string): boolean {
  const bare = address.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family === 4) return blocked.check(bare, 'ipv4');
  if (family !== 6) return true;
  // An IPv4 address written as IPv6 (::ffff:10.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(?:0:)?(\d+\.\d+\.\d+\.\d+)$/i.exec(bare);
  if (mapped) return blocked.check(mapped[1]!, 'ipv4');
  return blocked.check(bare, 'ipv6');
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '[::1]', 'localhost']);
const isLocalName = (host: string) =>
  host === 'localhost' || host.endsWith('.localhost') || host.endsWith('.local');

/**
 * Why `text` may not be a webhook's URL, as the console shows it under the field, or null when
 * it may. The shape (a URL, http or https) was checked by the shared schema already.
 */
export function webhookUrlProblem(text: string, allowPrivate: boolean): string | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'URL must be a full address starting with https://';
  }
  if (url.username || url.password) return 'URL must not contain a user name or password';
  if (url.hash) return 'URL must not contain a #fragment';
  const host = url.hostname.toLowerCase();
  if (url.protocol === 'http:') {
    if (allowPrivate && LOOPBACK_HOSTS.has(host)) return null;
    return allowPrivate
      ? 'URL must start with https:// (http:// only for 127.0.0.1 or localhost)'
      : 'URL must start with https://';
  }
  if (url.protocol !== 'https:') return 'URL must start with https://';
  if (allowPrivate) return null;
  if (isLocalName(host) || (isIP(host.replace(/^\[|\]$/g, '')) && isPrivateAddress(host))) {
    return 'URL points into a private network (localhost, 10.x, 192.168.x, …); webhooks go to public addresses only';
  }
  return null;
}

/** The error a connection to a private address fails with (webhooks/worker.ts records it). */
export class PrivateAddressError extends Error {
  override name = 'PrivateAddressError';
  readonly code = 'EPRIVATE';
  constructor(host: string, address: string) {
    super(`${host} resolves to ${address}, a private address: not posted`);
  }
}

/**
 * A `lookup` for http(s).request that refuses private addresses (unless allowed): the check is
 * made on the address actually connected to, so a name cannot be pointed inwards after the
 * endpoint was saved.
 */
export function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
      if (error) return callback(error, '', 0);
      const list = Array.isArray(addresses) ? addresses : [];
      if (!allowPrivate) {
        const inner = list.find((entry) => isPrivateAddress(entry.address));
        if (inner) return callback(new PrivateAddressError(hostname, inner.address), '', 0);
      }
      if (options.all) return callback(null, list);
      const first = list[0];
      if (!first) return callback(new Error(`${hostname} has no address`), '', 0);
      callback(null, first.address, first.family);
    });
  };
}
