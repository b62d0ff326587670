import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { Context } from 'koa';

export class AllowListError extends Error {
  override name = 'AllowListError';
}

/**
 * METRICS_ALLOW_FROM as a list of addresses and networks: "10.0.0.5, 192.168.1.0/24, ::1".
 * Throws AllowListError naming the first entry that is neither.
 */
export function parseAllowList(text: string): BlockList {
  const list = new BlockList();
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [address = '', prefix, extra] = entry.split('/');
    const family = isIP(address);
    if (family === 0 || extra !== undefined) {
      throw new AllowListError(`"${entry}" is not an IP address or a CIDR network`);
    }
    const type = family === 4 ? 'ipv4' : 'ipv6';
    if (prefix === undefined) {
      list.addAddress(address, type);
      continue;
    }
    const bits = Number(prefix);
    if (!/^\d{1,3}$/.test(prefix) || bits > (family === 4 ? 32 : 128)) {
      throw new AllowListError(`"${entry}" has no valid prefix length`);
    }
    list.addSubnet(address, bits, type);
  }
  return list;
}

/** An IPv4 client seen through an IPv6 socket (::ffff:10.0.0.5) is checked as 10.0.0.5. */
function allowed(list: BlockList, ip: string): boolean {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  const family = isIP(address);
  if (family === 0) return false;
  return list.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Both sides hashed first: equal lengths for the constant-time compare, whatever was sent. */
const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics: a request bearing `Authorization: Bearer <token>`, or one from an
 * address on the allow list, as the app resolves the client's address (`ctx.ip`: the socket's,
 * or the one nginx set in X-Forwarded-For when TRUST_PROXY is on). With neither set, no one.
 */
export function metricsScrapers(config: {
  METRICS_TOKEN?: string | undefined;
  METRICS_ALLOW_FROM?: string | undefined;
}): (ctx: Context) => boolean {
  const token = config.METRICS_TOKEN ? digest(config.METRICS_TOKEN) : null;
  const list = config.METRICS_ALLOW_FROM ? parseAllowList(config.METRICS_ALLOW_FROM) : null;
  return (ctx) => {
    if (list && allowed(list, ctx.ip)) return true;
    if (!token) return false;
    const match = /^Bearer (\S+)$/i.exec(ctx.get('Authorization'));
    return match !== null && timingSafeEqual(digest(match[1]!), token);
  };
}

/** Whether anyone at all may scrape: only then are process metrics worth collecting. */
export const scrapingEnabled = (config: {
  METRICS_TOKEN?: string | undefined;
  METRICS_ALLOW_FROM?: string | undefined;
}) => Boolean(config.METRICS_TOKEN || config.METRICS_ALLOW_FROM);
