import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { securityPolicyFor } from '../src/http/security-headers';
import {
  contentSecurityPolicy,
  remoteOriginsOf,
  securityHeaders,
} from '@campaign/shared/security-policy';
import { startTestApi, type TestApi } from './support/test-api';
import { createWebRoot, type WebRoot } from './support/web-root';

describe('the security policy', () => {
  it('is one list of headers, HSTS only in production', () => {
    const names = (production: boolean) => Object.keys(securityHeaders({ production })).sort();
    expect(names(false)).toEqual([
      'Content-Security-Policy',
      'Cross-Origin-Opener-Policy',
      'Cross-Origin-Resource-Policy',
      'Origin-Agent-Cluster',
      'Permissions-Policy',
      'Referrer-Policy',
      'X-Content-Type-Options',
      'X-DNS-Prefetch-Control',
      'X-Download-Options',
      'X-Frame-Options',
      'X-Permitted-Cross-Domain-Policies',
      'X-XSS-Protection',
    ]);
    expect(names(true)).toEqual([...names(false), 'Strict-Transport-Security'].sort());
  });

  it('turns off the powerful features no page uses', () => {
    const policy = securityHeaders({ production: false })['Permissions-Policy'];
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment'])
      expect(policy).toContain(`${feature}=()`);
  });

  it('allows scripts only from this site and the remotes, and nothing embeds the site', () => {
    const csp = contentSecurityPolicy(['https://cdn.example.org']);
    const directives = Object.fromEntries(
      csp.split(';').map((d) => [d.split(' ')[0], d.split(' ').slice(1).join(' ')]),
    );
    expect(directives).toEqual({
      'default-src': "'self'",
      'script-src': "'self' https://cdn.example.org",
      'script-src-attr': "'none'",
      'style-src': "'self' 'unsafe-inline' https://cdn.example.org",
      'img-src': "'self' data: https:",
      'font-src': "'self' data: https://cdn.example.org",
      'connect-src': "'self' https://cdn.example.org",
      'object-src': "'none'",
      'base-uri': "'none'",
      'frame-ancestors': "'self'",
      'form-action': "'self'",
    });
    expect(csp).not.toMatch(/unsafe-eval/);
  });

  it('takes the remotes’ origins from absolute remote URLs only', () => {
    expect(
      remoteOriginsOf([
        '/remotes/public-site/mf-manifest.json',
        'https://cdn.example.org/remotes/public-site/1.0.0/mf-manifest.json',
        'https://cdn.example.org/remotes/admin-console/1.0.0/mf-manifest.json',
        undefined,
      ]),
    ).toEqual(['https://cdn.example.org']);
    expect(
      securityPolicyFor({
        NODE_ENV: 'production',
        ADMIN_CONSOLE_REMOTE: 'http://localhost:3003/mf-manifest.json',
      }),
    ).toEqual({ production: true, remoteOrigins: ['http://localhost:3003'] });
    expect(() =>
      contentSecurityPolicy(["https://x.example.org; script-src 'unsafe-inline'"]),
    ).toThrow();
  });
});

describe('security headers on every response', () => {
  let web: WebRoot;
  let api: TestApi;
  let production: TestApi;
  beforeAll(async () => {
    web = await createWebRoot();
    api = await startTestApi('sqlite', {
      SERVE_WEB: 'true',
      WEB_ROOT: web.dir,
      RATE_LIMIT_CONTACT: '1',
    });
    production = await api.startSibling({
      NODE_ENV: 'production',
      SESSION_SECRET: 'x'.repeat(40),
      PUBLIC_SITE_REMOTE: 'https://cdn.example.org/remotes/public-site/mf-manifest.json',
    });
  });
  afterAll(async () => {
    await production?.close();
    await api?.close();
    await web?.remove();
  });

  const requests: [string, RequestInit | undefined, number][] = [
    ['/api/health', undefined, 200],
    ['/api/ready', undefined, 200],
    ['/api/blog', undefined, 200],
    ['/api/blog/no-such-post', undefined, 404],
    ['/api/nothing-here', undefined, 404],
    ['/api/stats', { method: 'DELETE' }, 405],
    [
      '/api/pledges',
      { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' },
      400,
    ],
    ['/api/pledges', { method: 'POST', headers: { 'Content-Type': 'text/plain' }, body: 'x' }, 415],
    ['/api/admin/tips', undefined, 401],
    ['/api/login', undefined, 200],
    ['/', undefined, 200],
    ['/about', undefined, 200],
    ['/no-such-page', undefined, 404],
    ['/theme-init.js', undefined, 200],
    ['/static/js/main.0123456789.js', undefined, 200],
    ['/remotes/public-site/mf-manifest.json', undefined, 200],
    ['/remotes/public-site/missing.js', undefined, 404],
    ['/remotes.json', undefined, 200],
  ];

  it.each(requests)('%s (%o) → %i, with the whole set', async (path, init, status) => {
    const response = await api.request(path, init);
    expect(response.status).toBe(status);
    for (const [name, value] of Object.entries(securityHeaders({ production: false })))
      expect(response.headers.get(name), name).toBe(value);
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it('on a rate-limited answer too', async () => {
    const body = JSON.stringify({
      name: 'Ada',
      email: 'ada@example.org',
      message: 'Hello there, team!',
    });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body };
    expect((await api.request('/api/contact', init)).status).toBe(201);
    const limited = await api.request('/api/contact', init);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('content-security-policy')).toBe(contentSecurityPolicy());
  });

  it('adds HSTS in production and allows the configured remote origin', async () => {
    for (const path of ['/', '/api/health', '/api/nothing-here']) {
      const response = await production.request(path);
      expect(response.headers.get('strict-transport-security')).toBe(
        'max-age=31536000; includeSubDomains',
      );
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("script-src 'self' https://cdn.example.org;");
      expect(csp).toContain("connect-src 'self' https://cdn.example.org;");
    }
  });
});
