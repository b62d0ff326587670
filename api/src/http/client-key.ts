import { isIPv6 } from 'node:net';

/**
 * The client a limit applies to: its IPv4 address, or its IPv6 /64 network (one subscriber
 * usually gets a whole /64, so counting single IPv6 addresses would be no limit at all).
 * Used by the form rate limits and the sign-in throttle alike.
 */
export function clientKey(ip: string): string {
  const address = ip.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!isIPv6(address)) return address || 'unknown';
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [
        ...headGroups,
        ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'),
        ...tailGroups,
      ]
    : headGroups;
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}
