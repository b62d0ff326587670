import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ADMIN_ROUTE, DEFAULT_SITE_NAME, PUBLIC_ROUTES } from '@campaign/shared';
// The API's own policy (a dependency-free module), so nginx and the API send the same headers.
import { assertOrigin, securityHeaders } from '@campaign/shared/security-policy';

export const TEMPLATE_PATH = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'nginx',
  'nginx.conf.template',
);

export interface NginxOptions {
  /** `8080`, `127.0.0.1:4380` or `[::]:8080`. */
  listen: string;
  /** Absolute path of one environment's release folder (`<releases>/<env>`). */
  releasesEnvDir: string;
  siteName: string;
  /** `host:port` of every API instance. */
  apiUpstreams: string[];
  serverName?: string | undefined;
  /** A file (relative to the nginx prefix or absolute), `/dev/stdout`, or `off`. */
  accessLog?: string | undefined;
  /**
   * Addresses or CIDR ranges of load balancers / TLS terminators in front of nginx: their
   * X-Forwarded-For and X-Forwarded-Proto are believed. Empty when nginx faces the internet.
   */
  trustedProxies?: string[];
  /** Brotli settings, when the module is available: its .so path if it must be loaded. */
  brotli?: { modulePath: string | null } | null;
  /**
   * Origins the remotes are served from when not from this host (a CDN mirroring the releases
   * folder, `--remotes-base-url`): the Content-Security-Policy allows their scripts.
   */
  remoteOrigins?: string[];
}

const LISTEN = /^(?:(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9.-]+):)?\d{1,5}$/i;
const UPSTREAM = /^(?:\d{1,3}(?:\.\d{1,3}){3}|\[[0-9a-f:]+\]|[a-z0-9][a-z0-9.-]*):\d{1,5}$/i;
const PROXY_ADDRESS = /^(?:\d{1,3}(?:\.\d{1,3}){3}(?:\/\d{1,2})?|[0-9a-f:]+(?:\/\d{1,3})?|unix:)$/i;
const SERVER_NAME = /^[a-z0-9_.*~-][a-z0-9_.*~ -]*$/i;
/** Characters nginx reads literally in an unquoted path and the renderer allows in one. */
const SAFE_PATH = /^[A-Za-z0-9/._+@-]+$/;
const ROUTE_PATH = /^\/[a-z0-9/-]*$/i;

/**
 * How long nginx leaves an instance alone after a failed attempt. Restart instances one at a
 * time and wait this long (or until the restarted one answers through nginx) before stopping
 * the next: while one is benched and the other stops, nginx has no live upstream.
 */
export const FAIL_TIMEOUT_SECONDS = 5;

const escapeRegex = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * nginx `map` lines (`"<regex or exact>" 1;`) for every client route, mirroring
 * `isKnownClientPath` in shared/src/routes.ts: the public routes and /admin exactly (trailing
 * slashes allowed), one blog post segment under /blog, and anything under /admin.
 */
export function clientRouteMapLines(): string[] {
  const lines: string[] = [];
  const exact = new Set<string>([...Object.values(PUBLIC_ROUTES), ADMIN_ROUTE]);
  for (const route of exact) {
    if (!ROUTE_PATH.test(route))
      throw new Error(`route ${route} has characters the nginx map does not expect`);
    lines.push(route === '/' ? '"/" 1;' : `"~^${escapeRegex(route)}/*$" 1;`);
  }
  lines.push(`"~^${escapeRegex(PUBLIC_ROUTES.blog)}/[^/]+/*$" 1;`);
  lines.push(`"~^${escapeRegex(ADMIN_ROUTE)}(/.*)?$" 1;`);
  return lines;
}

/** The same rules as JavaScript predicates, so tests can compare them with isKnownClientPath. */
export function clientRouteMatchers(): ((uri: string) => boolean)[] {
  return clientRouteMapLines().map((line) => {
    const key = line.match(/^"(.*)" 1;$/)?.[1] ?? '';
    if (!key.startsWith('~')) return (uri: string) => uri === key;
    const regex = new RegExp(key.slice(1));
    return (uri: string) => regex.test(uri);
  });
}

/** Text safe inside an HTML attribute and an nginx double-quoted string (no `$`, `"` or `\`). */
export function escapeForHtmlInNginx(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/\$/g, '&#36;')
    .replace(/\\/g, '&#92;')
    .replace(/[\r\n\t]+/g, ' ');
}

/**
 * sub_filter lines writing the site name into the shell document, as the API's one-port
 * server does: the build carries the default name in `application-name` and `<title>`.
 */
export function siteNameFilterLines(siteName: string): string[] {
  const from = escapeForHtmlInNginx(DEFAULT_SITE_NAME);
  const to = escapeForHtmlInNginx(siteName.trim());
  return [
    `sub_filter 'name="application-name" content="${from}"' "name=\\"application-name\\" content=\\"${to}\\"";`,
    `sub_filter "<title>${from}</title>" "<title>${to}</title>";`,
    'sub_filter_once on;',
  ];
}

const indent = (lines: string[], spaces: number) =>
  lines.map((l) => `${' '.repeat(spaces)}${l}`).join('\n');

/**
 * `add_header` lines for the API's security headers (shared/src/security-policy.ts), for every
 * location that serves files. nginx drops a parent level's add_header in any location that has
 * its own, so the template repeats these in each; /api/ gets them from the API itself. HSTS is
 * always on: this topology is production, and browsers ignore HSTS on plain http.
 */
export function securityHeaderLines(
  remoteOrigins: string[] = [],
  overrides: Record<string, string> = {},
): string[] {
  for (const origin of remoteOrigins) assertOrigin(origin);
  const headers = { ...securityHeaders({ production: true, remoteOrigins }), ...overrides };
  return Object.entries(headers).map(([name, value]) => {
    if (/["$\\\r\n{}]/.test(value)) throw new Error(`header ${name} has a value nginx cannot hold`);
    return `add_header ${name} "${value}" always;`;
  });
}

/** Fills the template; every placeholder must be known and every value valid. */
export function renderNginxConfig(template: string, options: NginxOptions): string {
  if (!LISTEN.test(options.listen))
    throw new Error(`listen ${JSON.stringify(options.listen)} is not a port or address:port`);
  if (!path.isAbsolute(options.releasesEnvDir) || !SAFE_PATH.test(options.releasesEnvDir)) {
    throw new Error(
      `the releases folder must be an absolute path of plain characters, got ${options.releasesEnvDir}`,
    );
  }
  if (options.apiUpstreams.length === 0)
    throw new Error('at least one API upstream (host:port) is needed');
  for (const upstream of options.apiUpstreams) {
    if (!UPSTREAM.test(upstream))
      throw new Error(`API upstream ${JSON.stringify(upstream)} is not host:port`);
  }
  const serverName = options.serverName?.trim() || '_';
  if (!SERVER_NAME.test(serverName))
    throw new Error(`server name ${JSON.stringify(serverName)} is not valid`);
  const accessLog = options.accessLog?.trim() || 'logs/access.log';
  if (accessLog !== 'off' && !SAFE_PATH.test(accessLog))
    throw new Error(`access log ${accessLog} is not a plain path`);
  const siteName = options.siteName.trim();
  if (!siteName || siteName.length > 100)
    throw new Error('the site name must be 1 to 100 characters');

  const trustedProxies = options.trustedProxies ?? [];
  for (const proxy of trustedProxies) {
    if (!PROXY_ADDRESS.test(proxy))
      throw new Error(`trusted proxy ${JSON.stringify(proxy)} is not an address or CIDR range`);
  }

  const brotli = options.brotli ?? null;
  const values: Record<string, string> = {
    LISTEN: options.listen,
    SERVER_NAME: serverName,
    RELEASES_ENV_DIR: options.releasesEnvDir.replace(/\/+$/, ''),
    API_SERVERS: indent(
      options.apiUpstreams.map(
        (u) => `server ${u} max_fails=1 fail_timeout=${FAIL_TIMEOUT_SECONDS}s;`,
      ),
      8,
    ),
    ACCESS_LOG: accessLog,
    SECURITY_HEADERS: indent(securityHeaderLines(options.remoteOrigins), 12),
    // Pictures other sites may load (mail clients, link previews), as the API serves uploads.
    SHARED_IMAGE_HEADERS: indent(
      securityHeaderLines(options.remoteOrigins, {
        'Cross-Origin-Resource-Policy': 'cross-origin',
      }),
      12,
    ),
    SITE_NAME_FILTERS: indent(siteNameFilterLines(siteName), 12),
    CLIENT_ROUTES: indent(clientRouteMapLines(), 8),
    REAL_IP:
      trustedProxies.length > 0
        ? indent(
            [
              ...trustedProxies.map((p) => `set_real_ip_from ${p};`),
              'real_ip_header X-Forwarded-For;',
              'real_ip_recursive on;',
            ],
            4,
          )
        : '    # (no trusted proxies in front of nginx)',
    TRUSTED_PROXIES_GEO:
      trustedProxies.length > 0
        ? indent(
            trustedProxies.map((p) => `${p} 1;`),
            8,
          )
        : '',
    LOAD_MODULES: brotli?.modulePath
      ? `load_module ${brotli.modulePath};`
      : '# (no dynamic modules)',
    BROTLI: brotli
      ? indent(
          [
            'brotli on;',
            'brotli_comp_level 5;',
            'brotli_min_length 256;',
            'brotli_types text/css text/plain application/javascript application/json application/manifest+json',
            '             application/xml image/svg+xml;',
          ],
          4,
        )
      : '    # brotli: the module is not installed, so gzip only',
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`the template uses an unknown variable ${match}`);
    return value;
  });
  return rendered;
}

/**
 * Whether this nginx can do brotli: compiled in (nothing to load) or the Debian dynamic module
 * (libnginx-mod-http-brotli-filter) installed in its modules folder.
 */
export function detectBrotli(
  nginxBinary = '/usr/sbin/nginx',
): { modulePath: string | null } | null {
  // nginx -V prints to stderr.
  const result = spawnSync(nginxBinary, ['-V'], { encoding: 'utf8' });
  if (result.error || result.status !== 0) return null;
  return brotliFromVersionInfo(`${result.stdout}${result.stderr}`, existsSync);
}

export function brotliFromVersionInfo(
  info: string,
  fileExists: (file: string) => boolean,
): { modulePath: string | null } | null {
  if (/--add-module=[^ ]*brotli/.test(info)) return { modulePath: null };
  const modulesPath = info.match(/--modules-path=(\S+)/)?.[1] ?? '/usr/lib/nginx/modules';
  const filter = path.join(modulesPath, 'ngx_http_brotli_filter_module.so');
  return fileExists(filter) ? { modulePath: filter } : null;
}

export const readTemplate = () => readFileSync(TEMPLATE_PATH, 'utf8');
