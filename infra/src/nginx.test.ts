import { spawnSync } from 'node:child_process';
import { existsSync, promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isKnownClientPath, NAV_ITEMS, PUBLIC_ROUTES } from '@campaign/shared';
import {
  brotliFromVersionInfo,
  clientRouteMapLines,
  clientRouteMatchers,
  escapeForHtmlInNginx,
  readTemplate,
  renderNginxConfig,
  securityHeaderLines,
  type NginxOptions,
} from './nginx';
import { contentSecurityPolicy, securityHeaders } from '@campaign/shared/security-policy';
import { tempDir } from './test-helpers';

const options: NginxOptions = {
  listen: '127.0.0.1:4380',
  releasesEnvDir: '/srv/campaign/releases/production',
  siteName: 'Nitrate-Free November',
  apiUpstreams: ['127.0.0.1:4381', '127.0.0.1:4382'],
};

/** What nginx's map does with the generated lines (first regex wins; any match = 1). */
const nginxSaysKnown = (uri: string) => clientRouteMatchers().some((match) => match(uri));

describe('client route map', () => {
  const corpus = [
    ...Object.values(PUBLIC_ROUTES),
    ...NAV_ITEMS.map((item) => item.to),
    ...Object.values(PUBLIC_ROUTES).flatMap((p) => [
      `${p}/`,
      `${p}//`,
      `${p}x`,
      `${p}/x`,
      `${p}/x/y`,
      `/x${p}`,
    ]),
    '/admin',
    '/admin/',
    '/admin/posts',
    '/admin/posts/42/edit',
    '/administrator',
    '/admins/x',
    '/blog/some-post',
    '/blog/some-post/',
    '/blog/a/b',
    '/blog/',
    '/blog//',
    '/blogs/x',
    '/',
    '/nope',
    '/no-such-page',
    '/api',
    '/remotes',
    '/static',
    '/about-us',
    '/ABOUT',
    '/pledge/now',
  ];

  it.each(corpus)('agrees with isKnownClientPath on %s', (uri) => {
    expect(nginxSaysKnown(uri)).toBe(isKnownClientPath(uri));
  });

  it('holds only quoted keys with safe characters', () => {
    for (const line of clientRouteMapLines()) expect(line).toMatch(/^"~?[\^/a-z()[\].*+?$-]+" 1;$/);
  });
});

describe('renderNginxConfig', () => {
  it('fills every placeholder', () => {
    const config = renderNginxConfig(readTemplate(), options);
    expect(config).not.toMatch(/\{\{/);
    expect(config).toContain('listen 127.0.0.1:4380;');
    expect(config).toContain('server 127.0.0.1:4381 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('server 127.0.0.1:4382 max_fails=1 fail_timeout=5s;');
    expect(config).toContain('root /srv/campaign/releases/production/shell/current;');
    expect(config).toContain('alias /srv/campaign/releases/production/remotes.json;');
    expect(config).toContain('proxy_next_upstream error timeout http_502 http_503;');
    expect(config).toContain('"~^/admin(/.*)?$" 1;');
    expect(config).toContain('# brotli: the module is not installed');
  });

  it('retries only what is safe to retry, and lets idle API connections go first', () => {
    const config = renderNginxConfig(readTemplate(), options);
    // A POST that reached an instance is never sent to another one: a pledge is taken once.
    expect(config).not.toMatch(/proxy_next_upstream[^;]*non_idempotent/);
    // Under the API's own 5 s keep-alive timeout (api/src/http/server-limits.ts).
    const upstream = /upstream campaign_api \{[^}]*\}/.exec(config)?.[0] ?? '';
    expect(upstream).toContain('keepalive_timeout 4s;');
  });

  it('writes the site name into the document safely', () => {
    const config = renderNginxConfig(readTemplate(), {
      ...options,
      siteName: 'Say "No" to $nitrates & <co>',
    });
    expect(config).toContain('content=\\"Say &quot;No&quot; to &#36;nitrates &amp; &lt;co&gt;\\""');
    expect(config).toContain(
      '"<title>Nitrate-Free November</title>" "<title>Say &quot;No&quot; to &#36;nitrates',
    );
    expect(escapeForHtmlInNginx('a\\b\nc')).toBe('a&#92;b c');
  });

  it('believes forwarded headers only from trusted proxies', () => {
    const plain = renderNginxConfig(readTemplate(), options);
    expect(plain).not.toContain('set_real_ip_from');
    expect(plain).toContain('proxy_set_header X-Forwarded-For $remote_addr;');
    expect(plain).toContain('proxy_set_header X-Forwarded-Proto $campaign_forwarded_proto;');
    const behind = renderNginxConfig(readTemplate(), {
      ...options,
      trustedProxies: ['10.0.0.0/8', '192.168.1.5'],
    });
    expect(behind).toContain('set_real_ip_from 10.0.0.0/8;');
    expect(behind).toContain('set_real_ip_from 192.168.1.5;');
    expect(behind).toMatch(
      /geo \$realip_remote_addr \$campaign_from_trusted_proxy \{\s+default 0;\s+10\.0\.0\.0\/8 1;/,
    );
    expect(() =>
      renderNginxConfig(readTemplate(), { ...options, trustedProxies: ['10.0.0.0/8; evil'] }),
    ).toThrow();
  });

  it('loads brotli when the module exists', () => {
    const config = renderNginxConfig(readTemplate(), {
      ...options,
      brotli: { modulePath: '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so' },
    });
    expect(config).toContain(
      'load_module /usr/lib/nginx/modules/ngx_http_brotli_filter_module.so;',
    );
    expect(config).toContain('brotli on;');
  });

  it.each([
    ['listen', { listen: '80; evil' }],
    ['releases folder', { releasesEnvDir: 'relative/path' }],
    ['releases folder', { releasesEnvDir: '/srv/with space' }],
    ['upstream', { apiUpstreams: ['api;'] }],
    ['upstream', { apiUpstreams: [] }],
    ['site name', { siteName: ' ' }],
    ['server name', { serverName: 'a;b' }],
  ])('rejects a bad %s', (_what, bad) => {
    expect(() => renderNginxConfig(readTemplate(), { ...options, ...bad })).toThrow();
  });

  it('rejects an unknown placeholder', () => {
    expect(() => renderNginxConfig('x {{NOPE}}', options)).toThrow(/unknown variable \{\{NOPE\}\}/);
  });
});

describe('brotli detection', () => {
  it('finds a compiled-in or a dynamic module, or none', () => {
    expect(
      brotliFromVersionInfo('configure arguments: --add-module=/build/ngx_brotli', () => false),
    ).toEqual({ modulePath: null });
    expect(
      brotliFromVersionInfo(
        '--modules-path=/m',
        (f) => f === '/m/ngx_http_brotli_filter_module.so',
      ),
    ).toEqual({
      modulePath: '/m/ngx_http_brotli_filter_module.so',
    });
    expect(brotliFromVersionInfo('--modules-path=/m', () => false)).toBeNull();
  });
});

describe.runIf(existsSync('/usr/sbin/nginx'))('with the installed nginx', () => {
  it('accepts the rendered configuration (nginx -t)', async () => {
    const prefix = await tempDir('campaign-nginx-');
    await fs.mkdir(path.join(prefix, 'tmp'));
    await fs.mkdir(path.join(prefix, 'logs'));
    const conf = path.join(prefix, 'nginx.conf');
    await fs.writeFile(
      conf,
      renderNginxConfig(readTemplate(), {
        ...options,
        releasesEnvDir: path.join(prefix, 'env'),
        trustedProxies: ['10.0.0.0/8', '::1'],
      }),
    );
    const result = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-p', prefix, '-c', conf], {
      encoding: 'utf8',
    });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('security headers', () => {
  /** The add_header lines of one location block, by the block's opening line. */
  function headersIn(config: string, opening: string): Record<string, string> {
    const start = config.indexOf(opening);
    expect(start, opening).toBeGreaterThan(-1);
    const block = config.slice(start, config.indexOf('\n        }', start));
    return Object.fromEntries(
      [...block.matchAll(/add_header (\S+) "([^"]*)" always;/g)].map((m) => [m[1], m[2]]),
    );
  }

  it('sends the API’s policy from every location that serves files, and none on /api/', () => {
    const config = renderNginxConfig(readTemplate(), options);
    const expected = securityHeaders({ production: true });
    for (const opening of [
      'location = /remotes.json {',
      'location ~ "^/remotes/(public-site|admin-console)/([0-9A-Za-z][0-9A-Za-z.+_-]*)/(static/.+)$" {',
      'location ~ "^/remotes/(public-site|admin-console)/([0-9A-Za-z][0-9A-Za-z.+_-]*)/(.+)$" {',
      'location /remotes/ {',
      'location /static/ {',
      'location = /index.html {',
      'location / {',
      'location @client_document {',
      'location = /__campaign_missing_file {',
      'location = /__campaign_not_found {',
    ]) {
      const { 'Cache-Control': _cache, ...security } = headersIn(config, opening);
      expect(security, opening).toEqual(expected);
    }
    // Proxied answers carry the API's own headers: nginx adds none (they would come twice).
    for (const opening of [
      'location /api/ {',
      'location = /api/admin/uploads {',
      'location /uploads/ {',
      'location = / {',
      'location @page {',
      'location = /robots.txt {',
      'location = /sitemap.xml {',
      'location = /blog/rss.xml {',
    ]) {
      expect(headersIn(config, opening), opening).toEqual({});
    }
    expect(expected['Strict-Transport-Security']).toMatch(/^max-age=\d+/);
    expect(expected['Content-Security-Policy']).toBe(contentSecurityPolicy());
  });

  it('lets other sites load the built-in article pictures, and nothing else it serves', () => {
    const config = renderNginxConfig(readTemplate(), options);
    const { 'Cache-Control': _cache, ...security } = headersIn(config, 'location /articles/ {');
    expect(security).toEqual({
      ...securityHeaders({ production: true }),
      'Cross-Origin-Resource-Policy': 'cross-origin',
    });
    expect(config.match(/Cross-Origin-Resource-Policy "cross-origin"/g)).toHaveLength(1);
  });

  it('passes uploaded images and image uploads (up to 8 MB and their form) to the API', () => {
    const config = renderNginxConfig(readTemplate(), options);
    const block = (opening: string) => {
      const start = config.indexOf(opening);
      expect(start, opening).toBeGreaterThan(-1);
      return config.slice(start, config.indexOf('\n        }', start));
    };
    expect(block('location /uploads/ {')).toContain('proxy_pass http://campaign_api;');
    const uploads = block('location = /api/admin/uploads {');
    expect(uploads).toContain('proxy_pass http://campaign_api;');
    const size = /client_max_body_size (\d+)m;/.exec(uploads)?.[1];
    expect(Number(size)).toBeGreaterThan(8);
    // Every other request keeps the small limit.
    expect(config).toContain('client_max_body_size 2m;');
  });

  it('allows the remotes’ origin when they are served from elsewhere, and nothing odd', () => {
    const config = renderNginxConfig(readTemplate(), {
      ...options,
      remoteOrigins: ['https://cdn.example.org'],
    });
    expect(headersIn(config, 'location = /index.html {')['Content-Security-Policy']).toContain(
      "script-src 'self' https://cdn.example.org;",
    );
    expect(securityHeaderLines()).toHaveLength(
      Object.keys(securityHeaders({ production: true })).length,
    );
    for (const bad of ['https://cdn.example.org/path', 'cdn.example.org', 'https://x.org"; evil'])
      expect(() =>
        renderNginxConfig(readTemplate(), { ...options, remoteOrigins: [bad] }),
      ).toThrow();
  });
});
