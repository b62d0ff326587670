import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { Knex } from 'knex';
import { create as createTar, extract } from 'tar';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { pageDefaults } from '@campaign/shared';
import { RestoreRefused, type Manifest } from '../src/backup/archive-format';
import { listBackups, newestBackup } from '../src/backup/backup-files';
import { backupBeforeMigrations } from '../src/backup/before-migrations';
import { createBackup } from '../src/backup/create-backup';
import { restoreBackup } from '../src/backup/restore-backup';
import { tablesOf } from '../src/backup/restore-target';
import { loadConfig, type Config } from '../src/config';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { MIGRATIONS, migrateToLatest } from '../src/db/migrate';
import { createLogger } from '../src/logger';
import { backup as backupCli } from '../src/cli/backup';
import { restore as restoreCli } from '../src/cli/restore';
import { startServer } from '../src/server';
import { CookieJar, createUser, signIn, TEST_SESSION_SECRET } from './support/auth';
import { signInConsoleUsers } from './support/console-access';
import { makeImage, uploadForm } from './support/images';
import { startTestApi, type TestApi } from './support/test-api';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './support/test-databases';

vi.setConfig({ testTimeout: 120_000, hookTimeout: 120_000 });

const KNEX_TABLES = ['knex_migrations', 'knex_migrations_lock'];

/** The settings of an instance on `databaseUrl`, keeping uploads and archives in the folders given. */
function configFor(databaseUrl: string, uploadsDir: string, backupDir: string): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    UPLOADS_DIR: uploadsDir,
    BACKUP_DIR: backupDir,
    SESSION_SECRET: TEST_SESSION_SECRET,
  });
}

/** Every row of every table but Knex's, each table's rows in a stable order. */
async function everyRow(db: Knex): Promise<Record<string, unknown[]>> {
  const rows: Record<string, unknown[]> = {};
  for (const table of (await tablesOf(db)).filter((name) => !KNEX_TABLES.includes(name)).sort()) {
    rows[table] = ((await db(table).select()) as unknown[])
      .map((row) => JSON.stringify(row))
      .sort()
      .map((row) => JSON.parse(row) as unknown);
  }
  return rows;
}

/** The files of a folder with their bytes; none when it does not exist. */
async function filesIn(dir: string): Promise<Record<string, Buffer>> {
  const names = existsSync(dir) ? (await readdir(dir)).sort() : [];
  return Object.fromEntries(
    await Promise.all(names.map(async (name) => [name, await readFile(path.join(dir, name))])),
  );
}

/** A copy of `archive` whose manifest is changed by `change`. */
async function withManifest(archive: string, change: (manifest: Manifest) => void) {
  const dir = await mkdtemp(path.join(tmpdir(), 'campaign-archive-edit-'));
  await extract({ file: archive, cwd: dir });
  const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as Manifest;
  change(manifest);
  await writeFile(path.join(dir, 'manifest.json'), JSON.stringify(manifest));
  const edited = path.join(path.dirname(archive), `edited-${path.basename(archive)}`);
  await createTar({ gzip: true, file: edited, cwd: dir }, await readdir(dir));
  await rm(dir, { recursive: true, force: true });
  return edited;
}

describe.each(TEST_DIALECTS)('backups and restore on %s', (dialect) => {
  let api: TestApi;
  let folder: string;
  let archive: string;
  let manifest: Manifest;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    api = await startTestApi(dialect, { SESSION_SECRET: TEST_SESSION_SECRET });
    folder = await mkdtemp(path.join(tmpdir(), 'campaign-backup-test-'));
    // Staff users (signed in, so sessions too), then what organisers and visitors leave behind.
    const users = await signInConsoleUsers(api);
    for (let i = 0; i < 25; i++) {
      const pledge = { name: `Pledger ${i} — ünïcødé`, email: `pledger-${i}@example.org` };
      expect((await api.postJson('/api/pledges', pledge)).status).toBe(201);
    }
    const contact = { name: 'Ada', email: 'ada@example.org', message: 'Hello, is this thing on?' };
    expect((await api.postJson('/api/contact', contact)).status).toBe(201);
    const article = await users.as('editor', '/api/admin/blog', {
      method: 'POST',
      json: {
        slug: 'curing-salts',
        title: 'Curing salts, explained',
        excerpt: 'What curing salt is, and why it is added to ham.',
        content:
          '<h2>Curing</h2><p>Sodium nitrite keeps cured meat pink and stops some bacteria.</p>',
        author: 'Dr. Sarah Johnson',
      },
    });
    expect(article.status, await article.clone().text()).toBe(201);
    const page = await users.as('editor', '/api/admin/content/pages/about', {
      method: 'PUT',
      json: pageDefaults.about,
    });
    expect(page.status).toBe(200);
    const uploader = new CookieJar();
    await signIn(api, (await createUser(api, { role: 'editor' })).email, undefined, uploader);
    const upload = await api.request('/api/admin/uploads', {
      method: 'POST',
      headers: { Cookie: uploader.header() },
      body: uploadForm(await makeImage('png', 300, 200), {
        name: 'chart.png',
        type: 'image/png',
        alt: 'A chart',
      }),
    });
    expect(upload.status).toBe(201);

    const backup = await createBackup(
      configFor(api.databaseUrl, api.uploadsDir, path.join(folder, 'backups')),
    );
    archive = backup.file;
    manifest = backup.manifest;
  });
  afterAll(async () => {
    await api?.close();
    if (folder) await rm(folder, { recursive: true, force: true });
  });
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  /** A new, empty database and uploads folder to restore into. */
  async function emptyTarget() {
    const database: TestDatabase = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    const uploadsDir = await mkdtemp(path.join(folder, 'uploads-'));
    return { database, uploadsDir, config: configFor(database.url, uploadsDir, folder) };
  }
  function open(url: string): Knex {
    const db = createDatabase(url);
    cleanups.push(() => closeDatabase(db));
    return db;
  }

  it('writes one archive, named in the backup folder, with a manifest of what it holds', async () => {
    expect(path.dirname(archive)).toBe(path.join(folder, 'backups'));
    expect((await newestBackup(path.join(folder, 'backups')))?.fileName).toBe(
      path.basename(archive),
    );
    expect(manifest).toMatchObject({
      format: 1,
      database: dialect,
      schemaLevel: MIGRATIONS.at(-1)!.name,
      migrations: MIGRATIONS.map((migration) => migration.name),
      uploads: { files: (await readdir(api.uploadsDir)).length },
    });
    expect(manifest.tables.pledges).toBe(25);
    expect(manifest.tables.users).toBe(4);
    expect(manifest.tables.contacts).toBe(1);
    expect(manifest.tables.uploads).toBe(1);
    for (const [table, rows] of Object.entries(await everyRow(api.db)))
      expect(manifest.tables[table], table).toBe(rows.length);
  });

  it('restores into an empty database: every row and every upload file as they were', async () => {
    const { database, uploadsDir, config } = await emptyTarget();
    const result = await restoreBackup(config, archive);
    expect(result.migrated).toEqual([]);
    const restored = open(database.url);
    expect(await everyRow(restored)).toEqual(await everyRow(api.db));
    expect(await filesIn(uploadsDir)).toEqual(await filesIn(api.uploadsDir));
    expect(Object.keys(await filesIn(uploadsDir)).length).toBeGreaterThan(0);
    // The restored database is at this release's schema and keeps working: new rows follow.
    expect(await migrateToLatest(restored)).toEqual([]);
    const before = Number((await restored('pledges').max({ id: 'id' }))[0]?.id);
    await restored('pledges').insert({ name: 'After', email: 'after@example.org' });
    expect(Number((await restored('pledges').max({ id: 'id' }))[0]?.id)).toBeGreaterThan(before);
  });

  it('refuses a database that already holds data, and leaves it as it was', async () => {
    const before = await everyRow(api.db);
    const config = configFor(api.databaseUrl, api.uploadsDir, folder);
    await expect(restoreBackup(config, archive)).rejects.toThrow(RestoreRefused);
    await expect(restoreBackup(config, archive)).rejects.toThrow(/already holds data/);
    expect(await everyRow(api.db)).toEqual(before);
  });

  it('refuses an archive from a newer schema, touching nothing', async () => {
    const newer = await withManifest(archive, (m) => {
      m.migrations.push('9999_from_a_newer_release');
      m.schemaLevel = '9999_from_a_newer_release';
    });
    const { database, uploadsDir, config } = await emptyTarget();
    await expect(restoreBackup(config, newer)).rejects.toThrow(
      /comes from a newer release .*9999_from_a_newer_release/,
    );
    expect(await tablesOf(open(database.url))).toEqual([]);
    expect(await filesIn(uploadsDir)).toEqual({});
  });

  it('refuses a file that is not a whole archive', async () => {
    const { config } = await emptyTarget();
    const garbage = path.join(folder, 'garbage.tar.gz');
    await writeFile(garbage, 'not an archive');
    await expect(restoreBackup(config, garbage)).rejects.toThrow(/not a readable backup archive/);
    const truncated = path.join(folder, 'truncated.tar.gz');
    await writeFile(truncated, (await readFile(archive)).subarray(0, 4000));
    await expect(restoreBackup(config, truncated)).rejects.toThrow(/not a readable backup archive/);
    await expect(restoreBackup(config, path.join(folder, 'missing.tar.gz'))).rejects.toThrow(
      /No archive at/,
    );
  });

  it('keeps nothing of a restore that fails after loading began', async () => {
    // Rows are loaded, then found not to be what the manifest promised.
    const wrong = await withManifest(archive, (m) => {
      m.tables.pledges = m.tables.pledges! + 1;
    });
    const { database, uploadsDir, config } = await emptyTarget();
    await expect(restoreBackup(config, wrong)).rejects.toThrow(
      /pledges: the archive lists 26 rows/,
    );
    expect(await tablesOf(open(database.url))).toEqual([]);
    expect(await filesIn(uploadsDir)).toEqual({});
    // And the same target then takes the good archive.
    await restoreBackup(config, archive);
    expect(await everyRow(open(database.url))).toEqual(await everyRow(api.db));
  });

  it('restores an archive from an older schema level, then migrates it to this release', async () => {
    const older = await createTestDatabase(dialect);
    cleanups.push(() => older.drop());
    const level = MIGRATIONS[20]!.name;
    const db = open(older.url);
    await migrateToLatest(db, { upTo: level });
    await db('pledges').insert({ name: 'Early', email: 'early@example.org' });
    const uploads = await mkdtemp(path.join(folder, 'older-uploads-'));
    const { file, manifest: olderManifest } = await createBackup(
      configFor(older.url, uploads, folder),
      { out: path.join(folder, 'older.tar.gz') },
    );
    expect(olderManifest.schemaLevel).toBe(level);

    const { database, config } = await emptyTarget();
    const result = await restoreBackup(config, file);
    expect(result.migrated).toEqual(MIGRATIONS.slice(21).map((migration) => migration.name));
    const restored = open(database.url);
    expect(await restored('pledges').pluck('email')).toEqual(['early@example.org']);
    expect(await migrateToLatest(restored)).toEqual([]);
  });

  it('backs up while pledges keep arriving, and the archive holds one consistent state', async () => {
    const pledges = async (db: Knex) => Number((await db('pledges').count({ n: '*' }))[0]?.n);
    const before = await pledges(api.db);
    let writing = true;
    let sent = 0;
    const writer = (async () => {
      while (writing) {
        const pledge = { name: 'Busy', email: `busy-${sent}@example.org` };
        expect((await api.postJson('/api/pledges', pledge)).status).toBe(201);
        sent += 1;
      }
    })();
    await vi.waitFor(() => expect(sent).toBeGreaterThan(3));
    const during = await createBackup(
      configFor(api.databaseUrl, api.uploadsDir, path.join(folder, 'backups')),
      { out: path.join(folder, 'during-writes.tar.gz') },
    );
    writing = false;
    await writer;
    const { database, config } = await emptyTarget();
    // The restore checks every table's rows against the manifest's counts.
    await restoreBackup(config, during.file);
    const restored = await pledges(open(database.url));
    expect(restored).toBe(during.manifest.tables.pledges);
    expect(restored).toBeGreaterThan(before + 3);
    expect(restored).toBeLessThanOrEqual(await pledges(api.db));
  });
});

describe('the backup before migrations (SQLite)', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  async function sqliteInstance() {
    const database = await createTestDatabase('sqlite');
    cleanups.push(() => database.drop());
    const backupDir = path.join(path.dirname(database.url.slice('sqlite:'.length)), 'backups');
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: database.url,
      BACKUP_DIR: backupDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    };
    return { database, backupDir, env };
  }

  it('is written when the server starts on a database at an older schema level', async () => {
    const { database, backupDir, env } = await sqliteInstance();
    const older = MIGRATIONS[20]!.name;
    const db = createDatabase(database.url);
    try {
      expect(await migrateToLatest(db, { upTo: older })).toHaveLength(21);
      await db('pledges').insert({ name: 'Early', email: 'early@example.org' });
    } finally {
      await closeDatabase(db);
    }

    const server = await startServer(env);
    await server.close();
    const backups = await listBackups(backupDir);
    expect(backups).toHaveLength(1);
    expect(backups[0]!.fileName).toMatch(/^campaign-.*-before-upgrade\.tar\.gz$/);
    expect(backups[0]!.bytes).toBeGreaterThan(0);
    const unpacked = await mkdtemp(path.join(tmpdir(), 'campaign-unpacked-'));
    cleanups.push(() => rm(unpacked, { recursive: true, force: true }));
    await extract({ file: path.join(backupDir, backups[0]!.fileName), cwd: unpacked });
    const manifest = JSON.parse(
      await readFile(path.join(unpacked, 'manifest.json'), 'utf8'),
    ) as Manifest;
    expect(manifest.schemaLevel).toBe(older);
    expect(manifest.tables.pledges).toBe(1);

    // Started again, nothing is pending: no second archive.
    const again = await startServer(env);
    await again.close();
    expect(await listBackups(backupDir)).toHaveLength(1);
  });

  it('logs where it wrote the archive', async () => {
    const { database, env } = await sqliteInstance();
    const db = createDatabase(database.url);
    cleanups.push(() => closeDatabase(db));
    await migrateToLatest(db, { upTo: MIGRATIONS[5]!.name });
    const lines: string[] = [];
    const backup = await backupBeforeMigrations(
      db,
      loadConfig(env),
      createLogger('info', {}, (line) => lines.push(line)),
    );
    expect(backup).not.toBeNull();
    expect(lines.map((line) => JSON.parse(line) as Record<string, unknown>)).toEqual([
      expect.objectContaining({ msg: 'backup written before migrating', file: backup!.file }),
    ]);
  });

  it('is not written for a fresh database', async () => {
    const { backupDir, env } = await sqliteInstance();
    const server = await startServer(env);
    await server.close();
    expect(await newestBackup(backupDir)).toBeNull();
  });
});

/** A stream that keeps what is written to it in `into`. */
const sink = (into: string[]) =>
  new Writable({
    write(chunk: Buffer, _encoding, done) {
      into.push(String(chunk));
      done();
    },
  });

describe('pnpm backup and pnpm restore', () => {
  it('write one archive, restore it, and refuse a second restore with one line', async () => {
    const database = await createTestDatabase('sqlite');
    const target = await createTestDatabase('sqlite');
    const folder = await mkdtemp(path.join(tmpdir(), 'campaign-cli-test-'));
    try {
      const db = createDatabase(database.url);
      await migrateToLatest(db);
      await closeDatabase(db);
      const run = async (command: typeof backupCli, argv: string[], url: string) => {
        const out: string[] = [];
        const err: string[] = [];
        const code = await command(argv, {
          env: {
            NODE_ENV: 'test',
            DATABASE_URL: url,
            UPLOADS_DIR: path.join(folder, 'up'),
            BACKUP_DIR: path.join(folder, 'archives'),
          },
          stdout: sink(out),
          stderr: sink(err),
        });
        return { code, out: out.join(''), err: err.join('') };
      };
      const file = path.join(folder, 'one.tar.gz');
      const written = await run(backupCli, ['--out', file], database.url);
      expect(written).toMatchObject({ code: 0, err: '' });
      expect(written.out).toMatch(/^Wrote .*one\.tar\.gz \(\d+ bytes, sqlite at /);
      expect(written.out).toContain(` at ${MIGRATIONS.at(-1)!.name}, `);
      expect(await run(restoreCli, [file], target.url)).toMatchObject({ code: 0, err: '' });
      const again = await run(restoreCli, [file], target.url);
      expect(again.code).toBe(1);
      expect(again.err).toMatch(/^The target database already holds data .*\n$/);
      expect(again.err.split('\n')).toHaveLength(2);
      // --keep: the newest archives stay in BACKUP_DIR, the older ones go.
      const names: string[] = [];
      for (let i = 0; i < 3; i++) {
        const result = await run(backupCli, ['--keep', '2'], database.url);
        expect(result.code).toBe(0);
        names.push(path.basename(/^Wrote (\S+)/.exec(result.out)![1]!));
      }
      const kept = await listBackups(path.join(folder, 'archives'));
      expect(kept.map((archive) => archive.fileName)).toEqual([names[2], names[1]]);
      expect((await run(backupCli, ['--keep', '0'], database.url)).code).toBe(1);
      const missing = await run(backupCli, [], `sqlite:${path.join(folder, 'none', 'x.db')}`);
      expect(missing).toMatchObject({ code: 1, out: '' });
      expect(missing.err).toBe(`No SQLite database at ${path.join(folder, 'none', 'x.db')}.\n`);
    } finally {
      await database.drop();
      await target.drop();
      await rm(folder, { recursive: true, force: true });
    }
  });
});
