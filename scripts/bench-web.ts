/**
 * `pnpm bench:web`: how fast the server answers page documents compared with the cheapest API
 * read. Measures `GET /`, `GET /blog/<newest post>` and `GET /api/stats` with autocannon, one
 * after another in the same run, against the production server started as `pnpm lighthouse`
 * starts it (scripts/lib/production-server.ts: NODE_ENV=production, fresh SQLite database,
 * request logging at info as in production, written to a file). Requests ask for brotli or
 * gzip as a browser does; pages also send a browser's Accept header.
 *
 * Pages are rendered on the server and shared for a moment (api/src/web/rendered-page-cache.ts),
 * so the first table measures mostly shared pages. A second server, started with the page cache
 * switched off (PAGE_CACHE_MS=0), measures fresh renders of `/` and the article (each request
 * with its own query string too) beside /api/stats again, with as many connections as renders
 * may run at once (RENDERS_AT_ONCE), so that every request is a render. The ratio of each
 * page's requests/s to /api/stats's in the same server is printed: it is what a render costs
 * in units of the cheapest API read, whatever the machine.
 *
 * Environment: BENCH_DURATION (seconds per endpoint, default 10), BENCH_CONNECTIONS (default
 * 16), BENCH_WARMUP (seconds of unmeasured load before each endpoint, default 2).
 * `--build` rebuilds all three front ends first (by default only missing or stale builds).
 */
import { parseArgs } from 'node:util';
import type autocannon from 'autocannon';
import { loadFigures, loadServer, type LoadFigures } from '@campaign/api/bench/load';
import { withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16);
const WARMUP_S = Number(process.env.BENCH_WARMUP ?? 2);
/** The server's default RENDERS_AT_ONCE: more connections would be answered without a render. */
const FRESH_CONNECTIONS = Number(process.env.BENCH_FRESH_CONNECTIONS ?? 4);

// A browser's user agent too: robots (and requests without one) are not counted as visitors
// (api/src/visitor-stats/visit-filter.ts), so without it the visitor figures would cost nothing.
const PAGE_HEADERS = {
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
};
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

interface Endpoint {
  name: string;
  path: string;
  headers: Record<string, string>;
  page: boolean;
  /** Each request gets its own query string (`?fresh=<n>`), so nothing can share it. */
  unique?: boolean;
}

interface Row extends LoadFigures {
  endpoint: string;
  'KiB/resp': number;
  'vs /api/stats': string;
}

/** One request as a browser would make it, to show what is measured (status, encoding, size). */
async function describe(baseUrl: string, endpoint: Endpoint): Promise<string> {
  const response = await fetch(baseUrl + endpoint.path, { headers: endpoint.headers });
  // fetch decodes the body; its encoded size is what autocannon receives.
  const body = Buffer.from(await response.arrayBuffer());
  const encoding = response.headers.get('content-encoding') ?? 'identity';
  const wire = response.headers.get('content-length');
  return (
    `${endpoint.name.padEnd(40)} ${response.status} ${response.headers.get('content-type')}, ` +
    `${encoding}${wire ? ` ${wire} B` : ''} (${body.length} B decoded)`
  );
}

let requestNumber = 0;

async function measure(baseUrl: string, endpoint: Endpoint, connections: number) {
  const options: autocannon.Options = {
    url: baseUrl + endpoint.path,
    headers: endpoint.headers,
    connections,
    ...(endpoint.unique && {
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            path: `${endpoint.path}?fresh=${++requestNumber}`,
          }),
        },
      ],
    }),
  };
  if (WARMUP_S > 0) await loadServer({ ...options, duration: WARMUP_S });
  return loadServer({ ...options, duration: DURATION_S });
}

/** Measures `endpoints` one after another and prints their table, ratios to /api/stats. */
async function measureAll(baseUrl: string, endpoints: Endpoint[], connections: number) {
  console.log(`\nWhat one request of each gets (${baseUrl}, NODE_ENV=production):`);
  for (const endpoint of endpoints) console.log(`  ${await describe(baseUrl, endpoint)}`);

  console.log(
    `\nMeasuring ${connections} connections, ${DURATION_S} s per endpoint` +
      (WARMUP_S > 0 ? ` after ${WARMUP_S} s of warm-up` : '') +
      ', one endpoint at a time…',
  );
  const results: { endpoint: Endpoint; result: autocannon.Result }[] = [];
  for (const endpoint of endpoints) {
    const result = await measure(baseUrl, endpoint, connections);
    results.push({ endpoint, result });
    console.log(`  ${endpoint.name}: ${Math.round(result.requests.average)} req/s`);
  }

  const stats = results.find((r) => !r.endpoint.page)!.result.requests.average;
  const rows: Row[] = results.map(({ endpoint, result }) => ({
    endpoint: endpoint.name,
    ...loadFigures(result),
    // Bytes read per response, headers included (autocannon counts what came off the socket).
    'KiB/resp':
      result.requests.total > 0
        ? Number((result.throughput.total / result.requests.total / 1024).toFixed(2))
        : 0,
    'vs /api/stats': endpoint.page
      ? stats > 0
        ? `${(result.requests.average / stats).toFixed(3)}x`
        : '–'
      : '1.000x',
  }));
  console.table(rows);
  const failing = rows.filter((row) => row['non-2xx'] > 0 || row.errors > 0);
  for (const row of failing) {
    console.log(
      `WARNING: ${row.endpoint} had ${row['non-2xx']} non-2xx answers and ${row.errors} errors; ` +
        'its req/s counts them, so it does not measure the page alone.',
    );
  }
}

async function main() {
  const { values } = parseArgs({
    options: { build: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  console.log('Shared pages (the page cache as in production):');
  await withProductionServer({ rebuild: values.build, logLevel: 'info' }, ({ server, slug }) =>
    measureAll(
      server.baseUrl,
      [
        { name: 'GET /', path: '/', headers: PAGE_HEADERS, page: true },
        { name: `GET /blog/${slug}`, path: `/blog/${slug}`, headers: PAGE_HEADERS, page: true },
        { name: 'GET /api/stats', path: '/api/stats', headers: API_HEADERS, page: false },
      ],
      CONNECTIONS,
    ),
  );
  console.log('\nFresh renders (PAGE_CACHE_MS=0, a query string of its own per request):');
  await withProductionServer(
    { logLevel: 'info', env: { PAGE_CACHE_MS: '0' } },
    ({ server, slug }) =>
      measureAll(
        server.baseUrl,
        [
          { name: 'GET / (fresh)', path: '/', headers: PAGE_HEADERS, page: true, unique: true },
          {
            name: `GET /blog/${slug} (fresh)`,
            path: `/blog/${slug}`,
            headers: PAGE_HEADERS,
            page: true,
            unique: true,
          },
          { name: 'GET /api/stats', path: '/api/stats', headers: API_HEADERS, page: false },
        ],
        FRESH_CONNECTIONS,
      ),
  );
}

runScript(main);
