import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp } from '../src/app';
import { loadConfig } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { createLogger } from '../src/logger';
import { EXPORT_WINDOW } from '../src/people/people-tables';
import { signIn, TEST_SESSION_SECRET } from './support/auth';
import { otherSpellings, signInConsoleUsers, type ConsoleUsers } from './support/console-access';
import { startTestApi, type TestApi } from './support/test-api';
import { TEST_DIALECTS } from './support/test-databases';
import { nodeListener } from '../src/http/node-listener';

vi.setConfig({ testTimeout: 120_000 });

const PLEDGES_CSV = '/api/admin/pledges.csv';
const SUBSCRIBERS_CSV = '/api/admin/subscribers.csv';
const BOM = [0xef, 0xbb, 0xbf];
const ATTRIBUTION_HEADER = ['Source', 'Medium', 'Campaign', 'Referring site', 'Share code'];
const PLEDGE_HEADER = ['Name', 'Email', 'Pledged at', ...ATTRIBUTION_HEADER];
const ROWS = 5000;

/** Cells that need quoting or formula escaping, and what the file must hold for them. */
const TRICKY = [
  { name: 'Smith, Jane', expected: 'Smith, Jane' },
  { name: 'The "Real" Ada', expected: 'The "Real" Ada' },
  { name: 'Two\nLines', expected: 'Two\nLines' },
  { name: 'Carriage\r\nReturn', expected: 'Carriage\r\nReturn' },
  {
    name: '=HYPERLINK("https://evil.example","click")',
    expected: `'=HYPERLINK("https://evil.example","click")`,
  },
  { name: '+1 555 0100', expected: "'+1 555 0100" },
  { name: '-2+3', expected: "'-2+3" },
  { name: '@SUM(A1:A9)', expected: "'@SUM(A1:A9)" },
  { name: '\tTabbed', expected: "'\tTabbed" },
  { name: '\r=1', expected: "'\r=1" },
  { name: 'Zoë Ñúñez 李', expected: 'Zoë Ñúñez 李' },
];

const today = () => new Date().toISOString().slice(0, 10);

async function insertPledges(api: TestApi, count: number, offset = 0): Promise<void> {
  const start = Date.UTC(2026, 0, 1);
  for (let first = 0; first < count; first += 400) {
    const rows = [];
    for (let i = first; i < Math.min(first + 400, count); i++) {
      const n = offset + i;
      rows.push({
        name: TRICKY[n]?.name ?? `Person ${n}`,
        email: `person${n}@example.org`,
        createdAt: new Date(start + n * 60_000),
      });
    }
    await api.db('pledges').insert(rows);
  }
}

/** Reads the whole answer, parses it as CSV (RFC 4180) and keeps the raw bytes. */
async function download(response: Response) {
  const bytes = Buffer.from(await response.arrayBuffer());
  const text = bytes.toString('utf8');
  const records = parse(text, { bom: true, relax_column_count: false }) as string[][];
  return { bytes, text, records };
}

describe.each(TEST_DIALECTS)('console CSV exports on %s', (dialect) => {
  let api: TestApi;
  let users: ConsoleUsers;

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    users = await signInConsoleUsers(api);
  });
  afterAll(() => api?.close());
  beforeEach(async () => {
    await api.db('pledges').delete();
    await api.db('newsletters').delete();
    await api.db('activity_log').delete();
  });

  describe('who may call it', () => {
    it('answers 401 signed out and 403 to editors and members, with no data', async () => {
      await insertPledges(api, 3);
      for (const path of [PLEDGES_CSV, SUBSCRIBERS_CSV]) {
        for (const [who, status] of [
          ['anonymous', 401],
          ['member', 403],
          ['editor', 403],
        ] as const) {
          const response = await users.as(who, path);
          expect(response.status, `${who} ${path}`).toBe(status);
          expect(response.headers.get('content-type')).toMatch(/application\/json/);
          expect(await response.text()).not.toContain('@example.org');
        }
      }
      expect(await api.db('activity_log').where('action', 'export')).toEqual([]);
    });

    it('reaches no handler by another spelling of the path', async () => {
      await insertPledges(api, 3);
      for (const path of [PLEDGES_CSV, SUBSCRIBERS_CSV]) {
        for (const spelling of [...otherSpellings(path), path.replace('.csv', '%2Ecsv')]) {
          const response = await users.as('admin', spelling);
          expect(response.status, spelling).toBe(404);
          expect(await response.text()).not.toContain('@example.org');
        }
      }
      expect(await api.db('activity_log').where('action', 'export')).toEqual([]);
    });

    it('refuses a bad search with a 400 and its issue', async () => {
      const response = await users.as('admin', `${PLEDGES_CSV}?q=${'x'.repeat(101)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Invalid query',
        issues: [{ path: 'q', message: 'Search must be at most 100 characters' }],
      });
      expect((await users.as('admin', `${SUBSCRIBERS_CSV}?q=a&q=b`)).status).toBe(400);
      // Paging and sorting are for the lists; an export ignores them.
      expect((await users.as('admin', `${PLEDGES_CSV}?page=abc&sort=nope`)).status).toBe(200);
    });
  });

  it('exports every one of 5,000 pledges, quoted per RFC 4180, formulas neutralised', async () => {
    await insertPledges(api, ROWS);
    const response = await users.as('admin', PLEDGES_CSV);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="pledges-${today()}.csv"`,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    // Streamed: sent in chunks as it is read, with no length known up front.
    expect(response.headers.get('content-length')).toBeNull();
    expect(response.headers.get('transfer-encoding')).toBe('chunked');

    const { bytes, text, records } = await download(response);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(
      text
        .slice(1)
        .startsWith('Name,Email,Pledged at,Source,Medium,Campaign,Referring site,Share code\r\n'),
    ).toBe(true);
    expect(text.endsWith('\r\n')).toBe(true);
    expect(records[0]).toEqual(PLEDGE_HEADER);
    expect(records).toHaveLength(ROWS + 1);
    // Every line break outside a quoted cell is CRLF: remove the quoted cells, then look.
    const unquoted = text.replace(/"(?:[^"]|"")*"/g, '');
    expect(unquoted.match(/\n/g)).toHaveLength(ROWS + 1);
    expect(unquoted.match(/\r\n/g)).toHaveLength(ROWS + 1);

    const start = Date.UTC(2026, 0, 1);
    for (let i = 0; i < ROWS; i++) {
      const [name, email, pledgedAt] = records[i + 1]!;
      expect(email).toBe(`person${i}@example.org`);
      expect(name).toBe(TRICKY[i]?.expected ?? `Person ${i}`);
      expect(pledgedAt).toBe(new Date(start + i * 60_000).toISOString());
    }
    // How the tricky cells are written, byte for byte.
    expect(text).toContain('\r\n"Smith, Jane",person0@example.org,');
    expect(text).toContain('\r\n"The ""Real"" Ada",person1@example.org,');
    expect(text).toContain('\r\n"Two\nLines",person2@example.org,');
    expect(text).toContain(`\r\n"'=HYPERLINK(""https://evil.example"",""click"")",person4@`);
    expect(text).toContain("\r\n'+1 555 0100,person5@");
    expect(text).toContain('\r\n"\'\r=1",person9@');
  });

  it('exports the rows of a search only, and records who exported what, without row data', async () => {
    await insertPledges(api, 30);
    await api.db('pledges').insert([
      { name: 'Ada Lovelace', email: 'zz.ada@example.org', createdAt: new Date() },
      { name: 'Adam Smith', email: 'zz.adam@example.org', createdAt: new Date() },
      { name: 'Ad_ Wildcard', email: 'zz.wild@example.org', createdAt: new Date() },
    ]);
    const response = await users.as('admin', `${PLEDGES_CSV}?q=ADA`);
    const { records } = await download(response);
    expect(records.slice(1).map((record) => record[1])).toEqual([
      'zz.ada@example.org',
      'zz.adam@example.org',
    ]);
    const wildcard = await download(await users.as('admin', `${PLEDGES_CSV}?q=ad_`));
    expect(wildcard.records.slice(1).map((record) => record[1])).toEqual(['zz.wild@example.org']);
    const none = await download(await users.as('admin', `${PLEDGES_CSV}?q=nobody`));
    expect(none.records).toEqual([PLEDGE_HEADER]);

    const log = await api.models.ActivityEntry.query().orderBy('id');
    expect(
      log.map(({ action, entity, entityId, summary, userId }) => ({
        action,
        entity,
        entityId,
        summary,
        userId,
      })),
    ).toEqual([
      {
        action: 'export',
        entity: 'pledge',
        entityId: null,
        summary: 'Exported pledges matching a search',
        userId: users.admin.id,
      },
      {
        action: 'export',
        entity: 'pledge',
        entityId: null,
        summary: 'Exported pledges matching a search',
        userId: users.admin.id,
      },
      {
        action: 'export',
        entity: 'pledge',
        entityId: null,
        summary: 'Exported pledges matching a search',
        userId: users.admin.id,
      },
    ]);
    for (const entry of log) expect(entry.summary).not.toMatch(/@|Lovelace|ada|nobody/);
  });

  it('exports confirmed subscribers with their own columns and file name', async () => {
    const confirmed = { status: 'confirmed' };
    await api.db('newsletters').insert([
      { email: 'first@example.org', createdAt: new Date('2026-03-01T08:00:00.000Z'), ...confirmed },
      { email: '-dash@example.org', createdAt: new Date('2026-03-02T09:30:00.500Z'), ...confirmed },
      // Never confirmed, or gone: not theirs to hand on.
      {
        email: 'pending@example.org',
        createdAt: new Date('2026-03-02T10:00:00.000Z'),
        status: 'pending',
      },
      {
        email: 'left@example.org',
        createdAt: new Date('2026-03-02T11:00:00.000Z'),
        status: 'unsubscribed',
      },
      {
        email: 'second@example.org',
        createdAt: new Date('2026-03-03T23:59:59.999Z'),
        ...confirmed,
      },
    ]);
    const response = await users.as('admin', SUBSCRIBERS_CSV);
    expect(response.headers.get('content-disposition')).toBe(
      `attachment; filename="subscribers-${today()}.csv"`,
    );
    const { bytes, text, records } = await download(response);
    expect([...bytes.subarray(0, 3)]).toEqual(BOM);
    expect(text.slice(1)).toBe(
      'Email,Subscribed at,Source,Medium,Campaign,Referring site,Share code\r\n' +
        'first@example.org,2026-03-01T08:00:00.000Z,,,,,\r\n' +
        "'-dash@example.org,2026-03-02T09:30:00.500Z,,,,,\r\n" +
        'second@example.org,2026-03-03T23:59:59.999Z,,,,,\r\n',
    );
    expect(records).toHaveLength(4);
    const [entry] = await api.models.ActivityEntry.query();
    expect(entry).toMatchObject({
      action: 'export',
      entity: 'subscriber',
      summary: 'Exported all subscribers',
    });
  });

  it('answers HEAD with the headers only, and logs no export', async () => {
    await insertPledges(api, 3);
    const response = await users.as('admin', PLEDGES_CSV, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(await response.text()).toBe('');
    expect(await api.db('activity_log')).toEqual([]);
  });

  it('closes the connection when the export fails midway, instead of a short file, and logs it', async () => {
    // Enough rows for several windows; one row past the first window holds a timestamp that
    // cannot be written, as a corrupt row would.
    await insertPledges(api, EXPORT_WINDOW + 50);
    const broken = (await api
      .db('pledges')
      .orderBy('id')
      .offset(EXPORT_WINDOW + 10)
      .first('id')) as {
      id: number;
    };
    const corrupt = createDatabase(api.databaseUrl);
    try {
      if (dialect === 'mysql') {
        await corrupt.transaction(async (trx) => {
          await trx.raw("SET SESSION sql_mode = ''");
          await trx.raw("UPDATE pledges SET created_at = '0000-00-00 00:00:00.000' WHERE id = ?", [
            broken.id,
          ]);
        });
      } else {
        await corrupt.raw("UPDATE pledges SET created_at = 'not a time' WHERE id = ?", [broken.id]);
      }
    } finally {
      await closeDatabase(corrupt);
    }

    // The API on the same database, with its log lines kept.
    const lines: string[] = [];
    const logger = createLogger('info', {}, (line) => lines.push(line));
    const db = createDatabase(api.databaseUrl);
    const config = loadConfig({
      NODE_ENV: 'test',
      DATABASE_URL: api.databaseUrl,
      SERVE_WEB: 'false',
      SESSION_SECRET: TEST_SESSION_SECRET,
    });
    const server = http.createServer(nodeListener(createApp({ config, logger, db })));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const sibling = {
        ...api,
        baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      };
      sibling.request = (path, init) => fetch(`${sibling.baseUrl}${path}`, init);
      const { jar } = await signIn(sibling, users.admin.email);
      const outcome = await sibling
        .request(PLEDGES_CSV, { headers: { Cookie: jar.header() } })
        .then(async (response) => ({ status: response.status, text: await response.text() }))
        .catch((error: unknown) => ({ error }));
      // Either the headers had gone out and the body was cut, or nothing had: never a whole file.
      expect(outcome).toHaveProperty('error');
      const failure = lines
        .map((line) => JSON.parse(line) as { level: string; msg: string })
        .find((line) => line.msg === 'export failed midway, connection closed');
      expect(failure?.level).toBe('error');
      // The connection was torn down, and the server still answers.
      expect((await sibling.request('/api/health')).status).toBe(200);
    } finally {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await closeDatabase(db);
    }
  });
});
