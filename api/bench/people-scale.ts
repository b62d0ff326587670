/**
 * `pnpm bench:people`: the console's people areas on a million pledges. For SQLite, and for
 * MySQL when TEST_MYSQL_URL names a server, it fills a fresh database with BENCH_PLEDGES
 * pledges (default 1,000,000; bulk inserts in one transaction), starts the server in its own
 * process and measures over HTTP, as an admin: prefix searches (a broad one on pages 1 and 500,
 * a narrow one), the list newest first and sorted by name, the dashboard, and a full CSV export
 * (time, bytes, and the server's RSS before and at its peak while it streams), which it then
 * repeats on a server whose heap is capped well below the file's size. Prints one table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Knex } from 'knex';
import { createAccount } from '../src/auth/accounts';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { migrateToLatest } from '../src/db/migrate';
import { bindModels } from '../src/models';
import { seedDefaultContent } from '../src/seeds/seed-default-content';
import {
  createTestDatabase,
  TEST_DIALECTS,
  type TestDatabase,
  type TestDialect,
} from '../test/support/test-databases';
import { startServerProcess, stopServerProcess } from './server-process';

const PLEDGES = Number(process.env.BENCH_PLEDGES ?? 1_000_000);
/** Rows per INSERT: Knex writes a multi-row insert on SQLite as a compound SELECT (500 at most). */
const INSERT_BATCH: Record<TestDialect, number> = { sqlite: 400, mysql: 2000 };
/** Timed runs per measurement (after one untimed warm-up); the table shows the median. */
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const ADMIN = { email: 'bench.admin@example.org', password: 'a long bench passphrase' };
/** Matches the start of some first names (Mara, Marco, Maria, …): an eighth of the rows. */
const SEARCH = 'mar';
/** The start of one person's email: about a thousand rows. */
const NARROW_SEARCH = 'marco.s';
/** The old-space limit of the server that exports a second time (see bench()). */
const EXPORT_HEAP_MB = 64;

const FIRST = [
  'Ada',
  'Alan',
  'Amara',
  'Ana',
  'Ben',
  'Chen',
  'Chloé',
  'Dara',
  'Elif',
  'Emma',
  'Farah',
  'Grace',
  'Hana',
  'Ines',
  'Ivan',
  'Jonas',
  'Kofi',
  'Lena',
  'Liam',
  'Luca',
  'Mara',
  'Marco',
  'Maria',
  'Mark',
  'Marta',
  'Mei',
  'Nia',
  'Noah',
  'Omar',
  'Priya',
  'Rosa',
  'Sami',
  'Sara',
  'Tariq',
  'Uma',
  'Vera',
  'Wei',
  'Yara',
  'Zoë',
  'Zane',
];
const LAST = [
  'Adams',
  'Baker',
  'Costa',
  'Dubois',
  'Evans',
  'Fischer',
  'García',
  'Hansen',
  'Ito',
  'Jensen',
  'Kowalski',
  'López',
  'Müller',
  'Nakamura',
  'Okafor',
  'Petrov',
  'Quinn',
  'Rossi',
  'Silva',
  'Tanaka',
  'Usman',
  'Visser',
  'Walsh',
  'Xu',
  'Yilmaz',
  'Zhang',
];

/** A small deterministic generator, so every run fills the same rows. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

/**
 * PLEDGES pledges spread over the last two years (most of them recent), inserted in batches in
 * one transaction. Emails are unique and lower-cased, as the form stores them.
 */
async function fillPledges(db: Knex, dialect: TestDialect): Promise<void> {
  const batch = INSERT_BATCH[dialect];
  const next = random(42);
  const now = Date.now();
  const span = 730 * 86_400_000;
  await db.transaction(async (trx) => {
    for (let start = 0; start < PLEDGES; start += batch) {
      const rows = [];
      for (let i = start; i < Math.min(start + batch, PLEDGES); i++) {
        const first = FIRST[Math.floor(next() * FIRST.length)]!;
        const last = LAST[Math.floor(next() * LAST.length)]!;
        rows.push({
          name: `${first} ${last}`,
          email: `${first}.${last}.${i}@example.org`.toLowerCase(),
          createdAt: new Date(now - Math.floor(span * next() ** 2)),
        });
      }
      await trx('pledges').insert(rows);
    }
  });
}

async function prepare(dialect: TestDialect): Promise<{ database: TestDatabase; fillMs: number }> {
  const database = await createTestDatabase(dialect);
  const db = createDatabase(database.url);
  try {
    await migrateToLatest(db);
    await seedDefaultContent(db);
    await createAccount(bindModels(db), {
      ...ADMIN,
      firstName: 'Bench',
      lastName: 'Admin',
      role: 'admin',
    });
    const started = performance.now();
    await fillPledges(db, dialect);
    return { database, fillMs: performance.now() - started };
  } catch (error) {
    await database.drop();
    throw error;
  } finally {
    await closeDatabase(db);
  }
}

/** The server as in production, in its own process; `heapMb` caps its JavaScript heap. */
function startServer(databaseUrl: string, heapMb?: number) {
  return startServerProcess({
    DATABASE_URL: databaseUrl,
    SERVE_WEB: 'false',
    // Info: the server reports its port in its start-up line (later lines are dropped).
    LOG_LEVEL: 'info',
    ...(heapMb ? { NODE_OPTIONS: `--max-old-space-size=${heapMb}` } : {}),
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(ADMIN).toString(),
  });
  if (response.status !== 303) throw new Error(`sign-in answered ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Row {
  database: string;
  measurement: string;
  'median ms': number;
  'max ms': number;
  detail: string;
}

/** /proc/<pid>/status in kB (Linux). */
function procStatus(pid: number, field: 'VmRSS' | 'VmHWM'): number | null {
  try {
    const match = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(
      readFileSync(`/proc/${pid}/status`, 'utf8'),
    );
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/** Resets the peak RSS the kernel keeps for `pid` (Linux: writing 5 to clear_refs). */
function resetPeakRss(pid: number): boolean {
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
    return true;
  } catch {
    return false;
  }
}

async function measureJson(
  database: string,
  measurement: string,
  url: string,
  cookie: string,
  describe: (body: { total?: number; items?: unknown[]; totals?: { pledges: number } }) => string,
): Promise<Row> {
  const times: number[] = [];
  let detail = '';
  for (let run = 0; run <= RUNS; run++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Cookie: cookie } });
    const body = (await response.json()) as Parameters<typeof describe>[0];
    const ms = performance.now() - started;
    if (response.status !== 200) throw new Error(`${measurement}: ${response.status}`);
    if (run > 0) times.push(ms);
    detail = describe(body);
  }
  return {
    database,
    measurement,
    'median ms': Math.round(median(times)),
    'max ms': Math.round(Math.max(...times)),
    detail,
  };
}

async function measureExport(
  database: string,
  measurement: string,
  baseUrl: string,
  cookie: string,
  pid: number,
): Promise<Row> {
  const rssBefore = procStatus(pid, 'VmRSS') ?? 0;
  const kernelPeak = resetPeakRss(pid);
  let sampledPeak = rssBefore;
  const sampler = setInterval(() => {
    sampledPeak = Math.max(sampledPeak, procStatus(pid, 'VmRSS') ?? 0);
  }, 20);
  const started = performance.now();
  let bytes = 0;
  let lines = 0;
  try {
    const response = await fetch(`${baseUrl}/api/admin/pledges.csv`, {
      headers: { Cookie: cookie },
    });
    if (response.status !== 200 || !response.body) throw new Error(`export: ${response.status}`);
    for await (const chunk of response.body) {
      bytes += chunk.byteLength;
      for (const byte of chunk) if (byte === 0x0a) lines++;
    }
  } finally {
    clearInterval(sampler);
  }
  const ms = performance.now() - started;
  const peak = Math.max(sampledPeak, (kernelPeak ? procStatus(pid, 'VmHWM') : null) ?? 0);
  return {
    database,
    measurement,
    'median ms': Math.round(ms),
    'max ms': Math.round(ms),
    detail:
      `${lines - 1} rows, ${(bytes / 1e6).toFixed(1)} MB, ${(bytes / 1e6 / (ms / 1000)).toFixed(1)} MB/s; ` +
      `server RSS ${Math.round(rssBefore / 1024)} MB before, peak ${Math.round(peak / 1024)} MB`,
  };
}

async function bench(dialect: TestDialect): Promise<Row[]> {
  console.log(`${dialect}: filling ${PLEDGES.toLocaleString('en')} pledges…`);
  const { database, fillMs } = await prepare(dialect);
  const rows: Row[] = [
    {
      database: dialect,
      measurement: `fill ${PLEDGES.toLocaleString('en')} pledges`,
      'median ms': Math.round(fillMs),
      'max ms': Math.round(fillMs),
      detail: `${Math.round(PLEDGES / (fillMs / 1000)).toLocaleString('en')} rows/s`,
    },
  ];
  try {
    const { child, baseUrl } = await startServer(database.url);
    try {
      const cookie = await signIn(baseUrl);
      const api = `${baseUrl}/api/admin`;
      const listed = (body: { total?: number; items?: unknown[] }) =>
        `${body.items?.length} of ${body.total?.toLocaleString('en')}`;
      const list = (measurement: string, query: string) =>
        measureJson(dialect, measurement, `${api}/pledges${query}`, cookie, listed);
      console.log(`${dialect}: measuring…`);
      rows.push(
        await list(`search "${SEARCH}", page 1`, `?q=${SEARCH}`),
        await list(`search "${SEARCH}", page 500`, `?q=${SEARCH}&page=500`),
        await list(`search "${NARROW_SEARCH}", page 1`, `?q=${NARROW_SEARCH}`),
        await list('newest first, page 1', ''),
        await list('sort by name, page 1', '?sort=name&order=asc'),
        await list('sort by name, page 500', '?sort=name&order=asc&page=500'),
        await measureJson(
          dialect,
          'dashboard',
          `${api}/dashboard`,
          cookie,
          (body) => `${body.totals?.pledges.toLocaleString('en')} pledges`,
        ),
        await measureExport(dialect, 'full CSV export', baseUrl, cookie, child.pid!),
      );
    } finally {
      await stopServerProcess(child);
    }
    // The same export from a server whose JavaScript heap is capped far below the file's size:
    // it can only finish if rows stream through instead of piling up.
    const capped = await startServer(database.url, EXPORT_HEAP_MB);
    try {
      const cookie = await signIn(capped.baseUrl);
      rows.push(
        await measureExport(
          dialect,
          `full CSV export, heap capped at ${EXPORT_HEAP_MB} MB`,
          capped.baseUrl,
          cookie,
          capped.child.pid!,
        ),
      );
    } finally {
      await stopServerProcess(capped.child);
    }
    return rows;
  } finally {
    await database.drop();
  }
}

const rows: Row[] = [];
for (const dialect of TEST_DIALECTS) rows.push(...(await bench(dialect)));
console.table(rows);
if (!process.env.TEST_MYSQL_URL) console.log('MySQL skipped: set TEST_MYSQL_URL to include it.');
