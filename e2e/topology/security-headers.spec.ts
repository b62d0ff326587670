import { expect, test } from './support/fixtures';
import { currentVersion } from './support/topology';

/**
 * nginx sends the API's security headers on the static files (the renderer writes them from
 * shared/src/security-policy.ts): the same Content-Security-Policy as the API, exactly once,
 * on chunks, manifests and nginx's own 404s. Pages come from the API instances (rendered from
 * the releases) with the API's own headers, which nginx does not repeat. Pages load without a
 * CSP violation.
 */
const SECURITY = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-frame-options',
];

test('static files carry the same security headers as the API, once', async ({
  request,
  topology,
}) => {
  const api = await request.get('/api/health');
  const apiCsp = api.headers()['content-security-policy'];
  expect(apiCsp).toContain("default-src 'self'");

  const html = await (await request.get('/')).text();
  const shellChunk = html.match(/src="(\/static\/js\/[^"]+\.js)"/)?.[1];
  const pages = ['/', '/about', '/admin', '/no-such-page'];
  const urls = ['/theme-init.js', shellChunk!, '/remotes.json'];
  for (const app of ['public-site', 'admin-console'] as const) {
    const version = currentVersion(topology, app);
    urls.push(
      `/remotes/${app}/${version}/mf-manifest.json`,
      `/remotes/${app}/${version}/remoteEntry.js`,
    );
  }
  urls.push('/static/js/missing.0000000000.js', '/remotes/nope', '/missing.js');

  for (const url of pages) {
    const response = await request.get(url);
    const headers = response.headersArray();
    for (const name of SECURITY) {
      const values = headers.filter((h) => h.name.toLowerCase() === name);
      // The API sends HSTS in production only (the instances here run as a test).
      const expected = api.headers()[name] === undefined ? 0 : 1;
      expect(values, `${name} on ${url} (${response.status()})`).toHaveLength(expected);
    }
    expect(response.headers()['content-security-policy'], url).toBe(apiCsp);
  }

  for (const url of urls) {
    const response = await request.get(url);
    const headers = response.headersArray();
    for (const name of SECURITY) {
      const values = headers.filter((h) => h.name.toLowerCase() === name);
      expect(values, `${name} on ${url} (${response.status()})`).toHaveLength(1);
    }
    expect(response.headers()['content-security-policy'], url).toBe(apiCsp);
    expect(response.headers()['x-content-type-options'], url).toBe('nosniff');
    expect(response.headers()['strict-transport-security'], url).toMatch(/^max-age=\d+/);
  }
  // The API's own answers are not given a second set by nginx.
  const apiHeaders = api
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'content-security-policy');
  expect(apiHeaders).toHaveLength(1);
});

test('pages served by nginx load without a CSP violation', async ({ page }) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ['/', '/blog', '/pledge', '/admin']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(violations).toEqual([]);
});
