import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Knex } from 'knex';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { closeDatabase, createDatabase } from '../db/create-database';
import { migrateToLatest } from '../db/migrate';
import { visitorCounter, type PageView } from './visitor-counter';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0';
const view = (address: string, extra: Partial<PageView> = {}): PageView => ({
  address,
  userAgent: FIREFOX,
  path: '/',
  search: '',
  host: 'campaign.example',
  ...extra,
});

describe('visitorCounter on an embedded database', () => {
  let dir: string;
  let db: Knex;
  let time = Date.parse('2026-11-29T23:50:00Z');
  const now = () => new Date(time);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'visitor-counter-'));
    db = createDatabase(`sqlite:${path.join(dir, 'test.db')}`);
    time = Date.parse('2026-11-29T23:50:00Z');
  });
  afterEach(async () => {
    await closeDatabase(db);
    await rm(dir, { recursive: true, force: true });
  });

  const days = () =>
    db('visitor_days').orderBy('day').select('day', 'instance', 'views', 'uniques');

  it('writes the whole day so far in place of what it wrote before, and forgets past days', async () => {
    await migrateToLatest(db);
    const counter = visitorCounter({
      db,
      publicUrl: 'https://campaign.example',
      now,
      instance: 'a',
    });
    counter.record(view('203.0.113.1'));
    counter.record(view('203.0.113.2', { referer: 'https://news.example/x' }));
    await counter.flush();
    counter.record(view('203.0.113.1', { path: '/about', referer: 'https://campaign.example/' }));
    await counter.flush();
    expect(await days()).toEqual([{ day: '2026-11-29', instance: 'a', views: 3, uniques: 2 }]);
    expect(
      await db('visitor_day_tallies').orderBy(['kind', 'value']).select('kind', 'value', 'count'),
    ).toEqual([
      { kind: 'landing', value: '/', count: 2 },
      { kind: 'page', value: '/', count: 2 },
      { kind: 'page', value: '/about', count: 1 },
      { kind: 'referrer', value: 'news.example', count: 1 },
    ]);

    // Past midnight: yesterday is written once more, then only today.
    counter.record(view('203.0.113.3'));
    time = Date.parse('2026-11-30T00:05:00Z');
    counter.record(view('203.0.113.1'));
    await counter.flush();
    await db('visitor_days').where({ day: '2026-11-29' }).update({ views: 0 });
    counter.record(view('203.0.113.1'));
    await counter.flush();
    expect(await days()).toEqual([
      { day: '2026-11-29', instance: 'a', views: 0, uniques: 3 },
      { day: '2026-11-30', instance: 'a', views: 2, uniques: 1 },
    ]);
  });

  it('keeps what it counted when a write fails, and writes it with the next', async () => {
    const counter = visitorCounter({
      db,
      publicUrl: 'https://campaign.example',
      now,
      instance: 'a',
    });
    counter.record(view('203.0.113.1'));
    // No tables yet: the database refuses the write.
    await expect(counter.flush()).rejects.toThrow(/visitor_days/);
    await migrateToLatest(db);
    counter.record(view('203.0.113.2'));
    await counter.flush();
    expect(await days()).toEqual([{ day: '2026-11-29', instance: 'a', views: 2, uniques: 2 }]);
  });
});
