import { describe, expect, it } from 'vitest';
import { coarseNetwork, deviceSummary } from './session-details';

describe('session details', () => {
  it('names the browser and system of common user agents', () => {
    const agents: [string, string][] = [
      [
        'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Linux',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari on macOS',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        'Safari on iOS',
      ],
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
    ];
    for (const [agent, summary] of agents) expect(deviceSummary(agent)).toBe(summary);
    expect(deviceSummary(undefined)).toBeNull();
    expect(deviceSummary('curl/8.5.0')).toBeNull();
  });

  it('keeps only the network of an address', () => {
    expect(coarseNetwork('203.0.113.57')).toBe('203.0.113.0/24');
    expect(coarseNetwork('::ffff:198.51.100.7')).toBe('198.51.100.0/24');
    expect(coarseNetwork('2001:db8:85a3:1234::8a2e:370:7334')).toBe('2001:db8:85a3::/48');
    expect(coarseNetwork('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(coarseNetwork('::1')).toBe('0:0:0::/48');
    expect(coarseNetwork('not an address')).toBeNull();
  });
});
