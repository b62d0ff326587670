import { describe, expect, it } from 'vitest';
import { isCountedVisit } from './visit-filter';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

describe('isCountedVisit', () => {
  it('counts a browser’s GET', () => {
    expect(isCountedVisit('GET', { 'user-agent': FIREFOX })).toBe(true);
    expect(isCountedVisit('GET', { 'user-agent': IPHONE })).toBe(true);
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'curl/8.5.0',
    'python-requests/2.32.3',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
  ])('leaves out the robot %s', (userAgent) => {
    expect(isCountedVisit('GET', { 'user-agent': userAgent })).toBe(false);
  });

  it('leaves out requests without a user agent, and HEAD requests', () => {
    expect(isCountedVisit('GET', {})).toBe(false);
    expect(isCountedVisit('GET', { 'user-agent': ' ' })).toBe(false);
    expect(isCountedVisit('HEAD', { 'user-agent': FIREFOX })).toBe(false);
    expect(isCountedVisit('POST', { 'user-agent': FIREFOX })).toBe(false);
  });

  it.each([
    ['sec-purpose', 'prefetch'],
    ['sec-purpose', 'prefetch;prerender'],
    ['purpose', 'prefetch'],
    ['x-moz', 'prefetch'],
  ])('leaves out a page fetched ahead of a click (%s: %s)', (name, value) => {
    expect(isCountedVisit('GET', { 'user-agent': FIREFOX, [name]: value })).toBe(false);
  });
});
