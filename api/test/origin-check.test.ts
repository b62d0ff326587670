import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createUser,
  requestWith,
  signIn,
  TEST_SESSION_SECRET,
  type CookieJar,
} from './support/auth';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';

vi.setConfig({ testTimeout: 60_000 });

describe.each(TEST_DIALECTS)('origin check for writes on %s', (dialect) => {
  let api: TestApi;
  let jar: CookieJar;
  let tipId: number;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    const admin = await createUser(api);
    ({ jar } = await signIn(api, admin.email));
    tipId = (await api.models.Tip.query().orderBy('id').first())!.id;
  });
  afterAll(() => api?.close());

  const pledge = (headers: Record<string, string>) =>
    api.request('/api/pledges', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...headers },
      body: JSON.stringify({ name: 'Origin Tester', email: `o-${Math.random()}@example.org` }),
    });
  const saveTip = (headers: Record<string, string>) =>
    requestWith(api, jar, `/api/admin/tips/${tipId}`, {
      method: 'PUT',
      json: { title: 'Origin checked title', description: 'Origin checked description.' },
      headers,
    });

  it('refuses a write whose Origin is another site, before any change', async () => {
    for (const origin of [
      'https://evil.example',
      'null',
      `${api.baseUrl}.evil.example`,
      api.baseUrl.replace('http:', 'https:'),
    ]) {
      const response = await saveTip({ Origin: origin });
      expect(response.status, origin).toBe(403);
      expect(await response.json()).toEqual({ message: 'Cross-site requests are not allowed' });
      expect((await pledge({ Origin: origin })).status, origin).toBe(403);
    }
    const tip = await api.models.Tip.query().findById(tipId);
    expect(tip?.title).not.toBe('Origin checked title');
  });

  it('refuses a write that the browser marks as cross-site or same-site', async () => {
    for (const site of ['cross-site', 'same-site', 'none']) {
      expect((await saveTip({ 'Sec-Fetch-Site': site })).status, site).toBe(403);
      expect((await pledge({ 'Sec-Fetch-Site': site })).status, site).toBe(403);
    }
  });

  it('accepts a write from the site itself', async () => {
    expect((await saveTip({ Origin: api.baseUrl })).status).toBe(200);
    expect((await saveTip({ 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    expect((await saveTip({ Origin: api.baseUrl, 'Sec-Fetch-Site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await pledge({ Origin: api.baseUrl })).status).toBe(201);
  });

  it('accepts a write with neither header (a non-browser client)', async () => {
    expect((await saveTip({})).status).toBe(200);
    expect((await pledge({})).status).toBe(201);
  });

  it('leaves reads alone', async () => {
    const read = await requestWith(api, jar, '/api/admin/tips', {
      headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' },
    });
    expect(read.status).toBe(200);
  });

  it('behind a trusted proxy, compares with the scheme and host the visitor used', async () => {
    const proxied = await api.startSibling({ TRUST_PROXY: 'true' });
    try {
      const put = (headers: Record<string, string>) =>
        requestWith(proxied, jar, `/api/admin/tips/${tipId}`, {
          method: 'PUT',
          json: { title: 'Origin checked title', description: 'Origin checked description.' },
          headers: {
            'X-Forwarded-Proto': 'https',
            'X-Forwarded-Host': 'campaign.example',
            ...headers,
          },
        });
      expect((await put({ Origin: 'https://campaign.example' })).status).toBe(200);
      expect((await put({ Origin: 'http://campaign.example' })).status).toBe(403);
      expect((await put({ Origin: proxied.baseUrl })).status).toBe(403);
    } finally {
      await proxied.close();
    }
  });

  it('guards the sign-in form too (no login CSRF)', async () => {
    const response = await api.request('/api/login', {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        Origin: 'https://evil.example',
      },
      body: 'email=a%40b.co&password=whatever-it-is',
    });
    expect(response.status).toBe(403);
  });
});
