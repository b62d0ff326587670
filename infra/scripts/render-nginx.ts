/**
 * Renders infra/nginx/nginx.conf.template. Flags win over environment variables:
 *
 *   --listen       NGINX_LISTEN      port or address:port             (default 8080)
 *   --releases     RELEASES_ENV_DIR  one environment's release folder (default <RELEASES_DIR>/<--env>)
 *   --env          RELEASE_ENV       environment name                 (default local)
 *   --site-name    SITE_NAME         campaign name in the document    (default Nitrate-Free November)
 *   --api          API_UPSTREAMS     host:port[,host:port…]           (default 127.0.0.1:3001)
 *   --server-name  NGINX_SERVER_NAME server_name                      (default _)
 *   --access-log   NGINX_ACCESS_LOG  file, /dev/stdout or off         (default logs/access.log)
 *   --trusted-proxies NGINX_TRUSTED_PROXIES  load balancers in front: address/CIDR[,…] (default none)
 *   --remote-origins NGINX_REMOTE_ORIGINS    origins serving the remotes, if not this host (CSP)
 *   --brotli       NGINX_BROTLI      auto | on | off                  (default auto: if the module exists)
 *   --nginx        NGINX_BIN         nginx binary                     (default /usr/sbin/nginx)
 *   --out <file>   write there (default stdout); --prefix <dir> also creates <dir>/tmp and <dir>/logs;
 *   --test         run `nginx -t` on the result (needs --out and --prefix).
 *
 * Run it with: nginx -p <prefix> -c <out>
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { DEFAULT_SITE_NAME } from '@campaign/shared';
import { detectBrotli, readTemplate, renderNginxConfig } from '../src/nginx';
import { envDirFor } from '../src/paths';

function fail(message: string): never {
  console.error(`render-nginx: ${message}`);
  process.exit(1);
}

try {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string' },
      releases: { type: 'string' },
      env: { type: 'string' },
      'site-name': { type: 'string' },
      api: { type: 'string' },
      'server-name': { type: 'string' },
      'access-log': { type: 'string' },
      'trusted-proxies': { type: 'string' },
      'remote-origins': { type: 'string' },
      brotli: { type: 'string' },
      nginx: { type: 'string' },
      out: { type: 'string' },
      prefix: { type: 'string' },
      test: { type: 'boolean', default: false },
    },
  });
  const env = process.env;
  const pick = (flag: string | undefined, name: string) => flag ?? (env[name]?.trim() || undefined);

  const nginxBinary = pick(values.nginx, 'NGINX_BIN') ?? '/usr/sbin/nginx';
  const releases = pick(values.releases, 'RELEASES_ENV_DIR');
  const releasesEnvDir = releases
    ? path.resolve(releases)
    : envDirFor(pick(values.env, 'RELEASE_ENV') ?? 'local');
  const brotliMode = pick(values.brotli, 'NGINX_BROTLI') ?? 'auto';
  if (!['auto', 'on', 'off'].includes(brotliMode)) fail('--brotli must be auto, on or off');
  const brotli = brotliMode === 'off' ? null : detectBrotli(nginxBinary);
  if (brotliMode === 'on' && !brotli) fail('--brotli on, but this nginx has no brotli module');

  const config = renderNginxConfig(readTemplate(), {
    listen: pick(values.listen, 'NGINX_LISTEN') ?? '8080',
    releasesEnvDir,
    siteName: pick(values['site-name'], 'SITE_NAME') ?? DEFAULT_SITE_NAME,
    apiUpstreams: (pick(values.api, 'API_UPSTREAMS') ?? '127.0.0.1:3001')
      .split(/[,\s]+/)
      .filter(Boolean),
    serverName: pick(values['server-name'], 'NGINX_SERVER_NAME'),
    accessLog: pick(values['access-log'], 'NGINX_ACCESS_LOG'),
    trustedProxies: (pick(values['trusted-proxies'], 'NGINX_TRUSTED_PROXIES') ?? '')
      .split(/[,\s]+/)
      .filter(Boolean),
    brotli,
    remoteOrigins: (pick(values['remote-origins'], 'NGINX_REMOTE_ORIGINS') ?? '')
      .split(/[,\s]+/)
      .filter(Boolean),
  });

  if (values.prefix) {
    for (const dir of ['tmp', 'logs'])
      mkdirSync(path.join(values.prefix, dir), { recursive: true });
  }
  if (!values.out) {
    process.stdout.write(config);
  } else {
    mkdirSync(path.dirname(path.resolve(values.out)), { recursive: true });
    writeFileSync(values.out, config);
    console.error(`render-nginx: wrote ${values.out}${brotli ? ' (with brotli)' : ''}`);
  }
  if (values.test) {
    if (!values.out || !values.prefix) fail('--test needs --out and --prefix');
    const check = spawnSync(
      nginxBinary,
      ['-t', '-p', path.resolve(values.prefix), '-c', path.resolve(values.out)],
      {
        stdio: 'inherit',
      },
    );
    if (check.status !== 0) fail('nginx -t rejected the rendered configuration');
  }
} catch (error) {
  fail(error instanceof Error ? error.message : String(error));
}
