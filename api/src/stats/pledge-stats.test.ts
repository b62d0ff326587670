import { describe, expect, it, vi } from 'vitest';
import { PledgeStats, type StatsSnapshot } from './pledge-stats';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

function setup(initial: Record<number, number> = {}, maxAgeMs = 5000) {
  let clock = Date.parse('2026-03-01T00:00:00Z');
  const database = new Map(Object.entries(initial).map(([year, count]) => [Number(year), count]));
  const load = vi.fn(async (): Promise<StatsSnapshot> => ({
    pledgesByYear: new Map(database),
    pledgesByDay: new Map(),
    socialReach: 7,
  }));
  const stats = new PledgeStats({ load, maxAgeMs, now: () => new Date(clock) });
  const insert = (year = 2026) => {
    database.set(year, (database.get(year) ?? 0) + 1);
    return new Date(Date.UTC(year, 5, 1));
  };
  return { stats, load, database, insert, advance: (ms: number) => (clock += ms) };
}

describe('PledgeStats', () => {
  it('loads once and answers later requests from memory', async () => {
    const { stats, load } = setup({ 2025: 2, 2026: 3 });
    for (let i = 0; i < 20; i++) expect((await stats.current()).totalPledges).toBe(5);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('shares one load between concurrent first requests', async () => {
    const { stats, load } = setup({ 2026: 1 });
    await Promise.all(Array.from({ length: 10 }, () => stats.current()));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('counts a stored pledge at once, in its year, and ignores a repeat', async () => {
    const { stats, load, insert } = setup({ 2025: 4, 2026: 4 });
    await stats.current();
    await stats.recordPledge(async () => insert(2026));
    await stats.recordPledge(async () => null);
    const current = await stats.current();
    expect(current.totalPledges).toBe(9);
    expect(current.growthRate).toBe(25);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reloads once the snapshot is older than maxAgeMs, picking up other instances', async () => {
    const { stats, load, database, advance } = setup({ 2026: 1 }, 1000);
    await stats.current();
    database.set(2026, 5); // pledges taken elsewhere
    advance(999);
    expect((await stats.current()).totalPledges).toBe(1);
    advance(1);
    expect((await stats.current()).totalPledges).toBe(5);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('reloads on every request when maxAgeMs is 0', async () => {
    const { stats, load } = setup({}, 0);
    await stats.current();
    await stats.current();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('waits for pledges in flight before reloading, so none is counted twice', async () => {
    const { stats, load, insert, advance } = setup({ 2026: 1 }, 1000);
    await stats.current();
    const storing = deferred<void>();
    const pledge = stats.recordPledge(async () => {
      await storing.promise;
      return insert(2026);
    });
    advance(1000);
    const reading = stats.current();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    storing.resolve();
    await pledge;
    expect((await reading).totalPledges).toBe(2);
    expect((await stats.current()).totalPledges).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('holds new pledges back while a reload reads, so none is missed', async () => {
    let releaseLoad!: () => void;
    const database = new Map([[2026, 1]]);
    let loads = 0;
    const stats = new PledgeStats({
      maxAgeMs: 0,
      load: async () => {
        loads++;
        const snapshot = new Map(database);
        if (loads === 2) await new Promise<void>((resolve) => (releaseLoad = resolve));
        return { pledgesByYear: snapshot, pledgesByDay: new Map(), socialReach: 0 };
      },
    });
    await stats.current();
    const reading = stats.current();
    await new Promise((resolve) => setImmediate(resolve));
    const store = vi.fn(async () => {
      database.set(2026, (database.get(2026) ?? 0) + 1);
      return new Date('2026-05-01T00:00:00Z');
    });
    const pledge = stats.recordPledge(store);
    await new Promise((resolve) => setImmediate(resolve));
    expect(store).not.toHaveBeenCalled();
    releaseLoad();
    expect((await reading).totalPledges).toBe(1);
    await pledge;
    expect(store).toHaveBeenCalledTimes(1);
    expect((await stats.current()).totalPledges).toBe(2);
  });

  it('lets a failed load surface and tries again on the next request', async () => {
    const { stats, load } = setup({ 2026: 3 });
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(stats.current()).rejects.toThrow('database down');
    expect((await stats.current()).totalPledges).toBe(3);
  });

  it('still stores pledges after a failed load', async () => {
    const { stats, load, insert } = setup({ 2026: 3 });
    load.mockRejectedValueOnce(new Error('database down'));
    await expect(stats.current()).rejects.toThrow();
    await expect(stats.recordPledge(async () => insert(2026))).resolves.toBeInstanceOf(Date);
    expect((await stats.current()).totalPledges).toBe(4);
  });
});

describe('PledgeStats erasures', () => {
  it('takes erased pledges off at once, in their years, and nothing when the erasure fails', async () => {
    const { stats, database, load } = setup({ 2025: 2, 2026: 3 });
    await stats.current();
    const erase = async () => {
      database.set(2025, 1);
      return { result: 'done', erased: [new Date('2025-03-01T00:00:00Z')] };
    };
    expect(await stats.recordErasure(erase)).toBe('done');
    let current = await stats.current();
    expect(current.totalPledges).toBe(4);
    expect(current.yearOverYearData).toEqual([
      { year: 2025, pledges: 1 },
      { year: 2026, pledges: 3 },
    ]);
    await expect(
      stats.recordErasure(() => Promise.reject(new Error('rolled back'))),
    ).rejects.toThrow('rolled back');
    current = await stats.current();
    expect(current.totalPledges).toBe(4);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('holds a reload back until the erasure is done, so it is not subtracted twice', async () => {
    const { stats, database, load, advance } = setup({ 2026: 3 }, 1000);
    await stats.current();
    const committing = deferred<void>();
    const erasure = stats.recordErasure(async () => {
      database.set(2026, 2);
      await committing.promise;
      return { result: null, erased: [new Date('2026-02-01T00:00:00Z')] };
    });
    advance(1000);
    const reading = stats.current();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
    committing.resolve();
    await erasure;
    expect((await reading).totalPledges).toBe(2);
    expect((await stats.current()).totalPledges).toBe(2);
  });
});

describe('PledgeStats campaign days', () => {
  const period = (): StatsSnapshot => ({
    pledgesByYear: new Map([[2026, 2]]),
    pledgesByDay: new Map([
      ['2026-11-01', 0],
      ['2026-11-02', 2],
    ]),
    socialReach: 0,
  });

  it('counts a pledge and an erasure on their day when it is in the period, at once', async () => {
    const load = vi.fn(async () => period());
    const stats = new PledgeStats({ load, maxAgeMs: 60_000 });
    await stats.current();
    await stats.recordPledge(async () => new Date('2026-11-01T23:59:59.999Z'));
    // Outside the period: counted in its year only.
    await stats.recordPledge(async () => new Date('2026-10-31T12:00:00Z'));
    await stats.recordErasure(async () => ({
      result: null,
      erased: [new Date('2026-11-02T08:00:00Z')],
    }));
    const current = await stats.current();
    expect(current.dailyData).toEqual([
      { date: '2026-11-01', pledges: 1 },
      { date: '2026-11-02', pledges: 1 },
    ]);
    expect(current.totalPledges).toBe(3);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('takes a new period from the next load once invalidated (settings saved)', async () => {
    let snapshot = period();
    const stats = new PledgeStats({ load: async () => snapshot, maxAgeMs: 60_000 });
    expect((await stats.current()).dailyData).toHaveLength(2);
    snapshot = { ...period(), pledgesByDay: new Map([['2026-12-01', 0]]) };
    expect((await stats.current()).dailyData).toHaveLength(2);
    stats.invalidate();
    expect((await stats.current()).dailyData).toEqual([{ date: '2026-12-01', pledges: 0 }]);
  });
});

describe('PledgeStats answers', () => {
  it('builds the answer once until a pledge, a reload or the new year changes it', async () => {
    const { stats, load, insert, advance } = setup({ 2025: 4, 2026: 4 }, 400 * 86_400_000);
    const first = await stats.current();
    expect(await stats.current()).toBe(first);
    await stats.recordPledge(async () => insert(2026));
    const afterPledge = await stats.current();
    expect(afterPledge).not.toBe(first);
    expect(afterPledge).toMatchObject({ totalPledges: 9, growthRate: 25 });
    expect(first.totalPledges).toBe(8); // an answer already given is never changed
    stats.invalidate();
    const reloaded = await stats.current();
    expect(reloaded).not.toBe(afterPledge);
    expect(reloaded.totalPledges).toBe(9);
    // The clock starts on 1 March 2026: 306 days later it is 2027, with 2026 the previous year.
    advance(306 * 86_400_000);
    expect(await stats.current()).toMatchObject({ growthRate: -100, hasPreviousPeriod: true });
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('PledgeStats JSON', () => {
  it('answers the current figures as JSON text, rewritten when they change', async () => {
    const { stats, insert } = setup({ 2026: 2 });
    expect(JSON.parse(await stats.currentJson())).toEqual(await stats.current());
    await stats.recordPledge(async () => insert(2026));
    expect(JSON.parse(await stats.currentJson())).toMatchObject({ totalPledges: 3 });
  });
});
