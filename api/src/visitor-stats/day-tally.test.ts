import { describe, expect, it } from 'vitest';
import { VISITOR_OTHER_VALUE } from '@campaign/shared';
import { dayTally } from './day-tally';

describe('dayTally', () => {
  it('counts views, and each visitor once', () => {
    const tally = dayTally();
    tally.view('a');
    tally.view('b');
    tally.view('a');
    expect(tally.figures()).toMatchObject({ views: 3, uniques: 2 });
  });

  it('counts values one by one up to its limit, and every later new value as other', () => {
    const tally = dayTally({ distinctValues: 2, storedValues: 10, visitors: 10 });
    for (const host of ['a.example', 'b.example', 'c.example', 'd.example', 'a.example']) {
      tally.count('referrer', host);
    }
    expect(tally.figures().tallies).toEqual([
      { kind: 'referrer', value: 'a.example', count: 2 },
      { kind: 'referrer', value: 'b.example', count: 1 },
      { kind: 'referrer', value: VISITOR_OTHER_VALUE, count: 2 },
    ]);
  });

  it('writes the most counted values and folds the rest into other', () => {
    const tally = dayTally({ distinctValues: 100, storedValues: 2, visitors: 10 });
    const counts = { '/': 5, '/about': 3, '/pledge': 4, '/blog': 1 };
    for (const [path, n] of Object.entries(counts)) {
      for (let i = 0; i < n; i++) tally.count('landing', path);
    }
    tally.count('utm_source', 'news');
    expect(tally.figures().tallies).toEqual([
      { kind: 'landing', value: '/', count: 5 },
      { kind: 'landing', value: '/pledge', count: 4 },
      { kind: 'landing', value: VISITOR_OTHER_VALUE, count: 4 },
      { kind: 'utm_source', value: 'news', count: 1 },
    ]);
  });

  it('keeps no more visitors than its limit, and counts those past it as new', () => {
    const tally = dayTally({ distinctValues: 10, storedValues: 10, visitors: 2 });
    for (const visitor of ['a', 'b', 'c', 'a', 'c']) tally.view(visitor);
    // "a" and "b" are remembered; "c" came past the limit, so each of its views looks new.
    expect(tally.figures()).toMatchObject({ views: 5, uniques: 4 });
  });
});
