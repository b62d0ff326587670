import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import type { Knex } from 'knex';
import { closeDatabase, createDatabase } from '../src/db/create-database';
import { MIGRATIONS, migrateToLatest, NewerSchemaError } from '../src/db/migrate';
import * as addOutboxFormat from '../migrations/0034_add_outbox_format';
import { bindModels, STATS_PAGE_KEY } from '../src/models';
import { seedBlogPosts } from '../src/seeds/blog-posts';
import { seedDefaultContent } from '../src/seeds/seed-default-content';
import { seedTips } from '../src/seeds/tips';
import { startServer } from '../src/server';
import { createTestDatabase, TEST_DIALECTS, type TestDatabase } from './support/test-databases';

const SERVER = fileURLToPath(new URL('../src/server.ts', import.meta.url));

/** What a newer release would tell the operator of this one, on a database it upgraded. */
const NEWER_SCHEMA_MESSAGE =
  'The database was upgraded by a newer release (it has migrations this release does not ' +
  'know: 9998_a_newer_change, 9999_another_one). Run the newer release, or restore the backup ' +
  'taken before the upgrade.';

const TABLES = [
  'users',
  'sessions',
  'page_content',
  'pledges',
  'contacts',
  'newsletters',
  'blog_posts',
  'tips',
];

describe.each(TEST_DIALECTS)('start-up on %s', (dialect) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });

  async function freshDatabase(): Promise<TestDatabase> {
    const database = await createTestDatabase(dialect);
    cleanups.push(() => database.drop());
    return database;
  }
  function open(url: string): Knex {
    const db = createDatabase(url);
    cleanups.push(() => closeDatabase(db));
    return db;
  }
  const countRows = async (db: Knex, table: string) =>
    Number((await db(table).count({ n: '*' }))[0]?.n);

  it('creates every table, then migrates and seeds nothing on a second run', async () => {
    const db = open((await freshDatabase()).url);
    expect(await migrateToLatest(db)).toEqual(MIGRATIONS.map((migration) => migration.name));
    for (const table of TABLES) expect(await db.schema.hasTable(table), table).toBe(true);
    expect(await seedDefaultContent(db)).toHaveLength(1 + seedBlogPosts.length + seedTips.length);

    expect(await migrateToLatest(db)).toEqual([]);
    expect(await seedDefaultContent(db)).toEqual([]);
    expect(await countRows(db, 'blog_posts')).toBe(seedBlogPosts.length);
    expect(await countRows(db, 'tips')).toBe(seedTips.length);
    expect(await countRows(db, 'page_content')).toBe(1);
    // Only the settings row: pages keep their built-in defaults until an organiser edits them.
    expect((await db('page_content').first('pageKey'))?.pageKey).toBe(STATS_PAGE_KEY);
  });

  it('never overwrites or duplicates content an organiser edited', async () => {
    const db = open((await freshDatabase()).url);
    await migrateToLatest(db);
    await seedDefaultContent(db);
    const { BlogPost, PageContent, Tip } = bindModels(db);

    const post = seedBlogPosts[0]!;
    await BlogPost.query()
      .patch({ title: 'An edited title', content: '<p>Edited</p>' })
      .where({ slug: post.slug });
    const tip = await Tip.query().findOne({ title: seedTips[0]!.title });
    await Tip.query().patchAndFetchById(tip!.id, {
      title: 'A renamed tip',
      description: 'Rewritten by an admin.',
    });
    await PageContent.query()
      .patch({ content: { socialReach: 42 } })
      .where({ pageKey: STATS_PAGE_KEY });

    expect(await seedDefaultContent(db)).toEqual([]);
    expect(await BlogPost.query().findOne({ slug: post.slug })).toMatchObject({
      title: 'An edited title',
      content: '<p>Edited</p>',
    });
    expect(await Tip.query().findById(tip!.id)).toMatchObject({ title: 'A renamed tip' });
    expect(await Tip.query().where({ title: seedTips[0]!.title }).resultSize()).toBe(0);
    expect(await countRows(db, 'tips')).toBe(seedTips.length);
    expect((await PageContent.query().findOne({ pageKey: STATS_PAGE_KEY }))?.content).toEqual({
      socialReach: 42,
    });
  });

  it('keeps a post an admin created under a default slug before the seed ran', async () => {
    const db = open((await freshDatabase()).url);
    await migrateToLatest(db);
    const { BlogPost } = bindModels(db);
    const slug = seedBlogPosts[1]!.slug;
    await BlogPost.query().insert({
      slug,
      title: 'Written first',
      excerpt: 'An excerpt written by hand.',
      content: '<p>Mine</p>',
      author: 'Admin',
      publishedDate: new Date(),
    });
    await seedDefaultContent(db);
    expect((await BlogPost.query().findOne({ slug }))?.title).toBe('Written first');
    expect(await countRows(db, 'blog_posts')).toBe(seedBlogPosts.length);
  });

  /** A database a newer release has migrated: two migrations this release does not know. */
  async function upgradedByNewerRelease(): Promise<{ url: string; db: Knex }> {
    const { url } = await freshDatabase();
    const db = open(url);
    await migrateToLatest(db);
    for (const name of ['9998_a_newer_change', '9999_another_one']) {
      await db('knex_migrations').insert({ name, batch: 2, migration_time: new Date() });
    }
    return { url, db };
  }

  it('refuses a database a newer release has migrated, naming what it does not know', async () => {
    const { db } = await upgradedByNewerRelease();
    const refused = migrateToLatest(db);
    await expect(refused).rejects.toBeInstanceOf(NewerSchemaError);
    await expect(refused).rejects.toThrow(NEWER_SCHEMA_MESSAGE);
    // Nothing was applied or undone.
    expect(await countRows(db, 'knex_migrations')).toBe(MIGRATIONS.length + 2);
  });

  it('the server started on such a database logs that one JSON line, no stack, and exits 1', async () => {
    const { url } = await upgradedByNewerRelease();
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: {
        ...process.env,
        DATABASE_URL: url,
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        SERVE_WEB: 'false',
        LOG_LEVEL: 'silent',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise<number | null>((resolve, reject) =>
      child.on('error', reject).on('close', resolve),
    );
    expect(code).toBe(1);
    expect(stderr).toBe('');
    const lines = stdout.trimEnd().split('\n');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toEqual({
      time: expect.any(String),
      level: 'error',
      msg: NEWER_SCHEMA_MESSAGE,
      reason: 'NewerSchemaError',
    });
  });

  it('gives emails queued before the outbox had formats format 1, and can undo that', async () => {
    const db = open((await freshDatabase()).url);
    await migrateToLatest(db);
    // As the previous release, which does not know the column, queues an email.
    await addOutboxFormat.down(db);
    await db('email_outbox').insert({
      kind: 'contact-notification',
      toAddress: 'a@example.org',
      subject: 'Queued by the previous release',
      html: '<p>Hi</p>',
      text: 'Hi',
      nextAttemptAt: new Date(),
    });
    await addOutboxFormat.up(db);
    expect(await db('email_outbox').pluck('format')).toEqual([1]);
    await addOutboxFormat.down(db);
    expect(await db.schema.hasColumn('email_outbox', 'format')).toBe(false);
    expect(await countRows(db, 'email_outbox')).toBe(1);
  });

  it('startServer migrates, seeds, serves, closes the database, and restarts cleanly', async () => {
    const { url } = await freshDatabase();
    const env = {
      DATABASE_URL: url,
      PORT: '0',
      HOST: '127.0.0.1',
      SERVE_WEB: 'false',
      LOG_LEVEL: 'silent',
    };
    for (let run = 0; run < 2; run++) {
      const server = await startServer(env);
      try {
        const tips = await fetch(`http://127.0.0.1:${server.port}/api/tips`);
        expect(tips.status).toBe(200);
        expect((await tips.json()) as unknown[]).toHaveLength(seedTips.length);
      } finally {
        await server.close();
      }
      await expect(server.db('tips').count()).rejects.toThrow();
    }
  });
});
