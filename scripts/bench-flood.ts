/**
 * `pnpm bench:flood`: whether one client asking for many pages nobody asked for before can
 * take the site from everyone else. For BENCH_FLOOD_DURATION seconds (default 20) a flooding
 * client (its own process, BENCH_FLOOD_CONNECTIONS connections, default 100) asks for a new URL
 * with every request: random query strings on real pages, unknown paths, made-up article
 * addresses and odd spellings of real ones. Meanwhile a second client measures `GET /api/stats` and `GET /about` with two
 * connections each. Targets: /api/stats p99 under 100 ms, and no connection errors or resets for
 * either client. The server is the production server as `pnpm bench:web` starts it.
 *
 * Part of the benchmarks, not of `pnpm test`: it loads the machine for the whole run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import type autocannon from 'autocannon';
import { loadFigures, loadServer } from '@campaign/api/bench/load';
import { root, withProductionServer } from './lib/production-server';
import { runScript } from './lib/run-script';

const DURATION_S = Number(process.env.BENCH_FLOOD_DURATION ?? 20);
const FLOOD_CONNECTIONS = Number(process.env.BENCH_FLOOD_CONNECTIONS ?? 100);
const STATS_P99_TARGET_MS = 100;

const PAGE_HEADERS = { accept: 'text/html', 'accept-encoding': 'br, gzip' };
const API_HEADERS = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

/** Runs the flooding client's process and resolves with its figures. */
/** The flooding client's figures (its last line of output): the load figures, errors among them. */
type FloodFigures = Record<string, number> & { errors: number };

function flood(baseUrl: string, slug: string): Promise<FloodFigures> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        path.join(root, 'scripts', 'lib', 'flood-client.ts'),
        baseUrl,
        String(DURATION_S),
        String(FLOOD_CONNECTIONS),
        slug,
      ],
      { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1) ?? '') as FloodFigures);
      } catch {
        reject(new Error(`the flooding client failed (exit ${code}): ${out}`));
      }
    });
  });
}

const measured = (result: autocannon.Result) => ({
  ...loadFigures(result),
  timeouts: result.timeouts,
});

async function main() {
  await withProductionServer({ logLevel: 'info' }, async ({ server, slug }) => {
    const options = (urlPath: string, headers: Record<string, string>) => ({
      url: server.baseUrl + urlPath,
      headers,
      connections: 2,
      duration: DURATION_S,
    });
    // Warm: the first render of each loads the server containers.
    for (const urlPath of ['/', '/about', `/blog/${slug}`, '/api/stats'])
      await fetch(server.baseUrl + urlPath, { headers: PAGE_HEADERS });

    console.log(
      `\nFlooding ${server.baseUrl} for ${DURATION_S} s with ${FLOOD_CONNECTIONS} connections ` +
        'of new URLs, while measuring /api/stats and /about with 2 connections each…',
    );
    const [flooder, stats, about] = await Promise.all([
      flood(server.baseUrl, slug),
      loadServer(options('/api/stats', API_HEADERS)).then(measured),
      loadServer(options('/about', PAGE_HEADERS)).then(measured),
    ]);
    console.table({
      'flood (new URLs)': flooder,
      'GET /api/stats': stats,
      'GET /about': about,
    });
    const verdicts = [
      `/api/stats p99 ${stats['p99 ms']} ms (target < ${STATS_P99_TARGET_MS} ms): ` +
        (stats['p99 ms'] < STATS_P99_TARGET_MS ? 'met' : 'MISSED'),
      `connection errors (flood, /api/stats, /about): ${flooder.errors}, ${stats.errors}, ` +
        `${about.errors} (target 0): ` +
        (flooder.errors + stats.errors + about.errors === 0 ? 'met' : 'MISSED'),
    ];
    for (const verdict of verdicts) console.log(verdict);
  });
}

runScript(main);
