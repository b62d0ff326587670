import { isIP } from 'node:net';

/**
 * What the account's session list says about each session: a device summary and a coarse
 * network, recorded at sign-in. Coarse on purpose: enough for the person to recognise their own
 * laptop and office, not a record of where they were.
 */

const BROWSERS: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\//, 'Opera'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/\biPhone|\biPad|\biPod/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bLinux\b/, 'Linux'],
];

/** "Firefox on Linux", "Safari on iOS"; null when neither is recognised. */
export function deviceSummary(userAgent: string | undefined): string | null {
  if (!userAgent) return null;
  const browser = BROWSERS.find(([pattern]) => pattern.test(userAgent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(userAgent))?.[1];
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? null;
}

/** The /24 of an IPv4 address or the /48 of an IPv6 one; null for anything else. */
export function coarseNetwork(ip: string): string | null {
  const mapped = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  if (isIP(mapped) === 4) return `${mapped.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIP(mapped) !== 6) return null;
  const [head = '', tail = ''] = mapped.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = mapped.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  const prefix = groups.slice(0, 3).map((group) => (parseInt(group, 16) || 0).toString(16));
  return `${prefix.join(':')}::/48`;
}
