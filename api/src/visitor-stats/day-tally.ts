import { VISITOR_OTHER_VALUE } from '@campaign/shared';

/** What is counted per value each day, besides views and unique visitors. */
export const TALLY_KINDS = [
  'page',
  'referrer',
  'landing',
  'utm_source',
  'utm_medium',
  'utm_campaign',
] as const;
export type TallyKind = (typeof TALLY_KINDS)[number];

export interface TallyLimits {
  /**
   * Distinct values of one kind counted one by one each day; later new values are counted
   * as `VISITOR_OTHER_VALUE`. Bounds memory whatever visitors put in their requests.
   */
  distinctValues: number;
  /** Values of one kind written to the database per day (the most counted); the rest as other. */
  storedValues: number;
  /**
   * Visitor hashes remembered per day. Past it, a visitor not yet remembered is counted as a
   * new one (uniques may then be over-counted, never memory unbounded).
   */
  visitors: number;
}

export const DEFAULT_TALLY_LIMITS: TallyLimits = {
  distinctValues: 1000,
  storedValues: 100,
  visitors: 1_000_000,
};

export interface DayFigures {
  views: number;
  uniques: number;
  tallies: { kind: TallyKind; value: string; count: number }[];
}

/** One UTC day's figures in this process's memory, within `limits`. */
export function dayTally(limits: TallyLimits = DEFAULT_TALLY_LIMITS) {
  let views = 0;
  let uniques = 0;
  const visitors = new Set<string>();
  const counts = new Map<TallyKind, Map<string, number>>(
    TALLY_KINDS.map((kind) => [kind, new Map<string, number>()]),
  );

  return {
    /** One view by the visitor of `hash`. */
    view(hash: string): void {
      views += 1;
      if (visitors.has(hash)) return;
      uniques += 1;
      if (visitors.size < limits.visitors) visitors.add(hash);
    },
    /** One more of `value` (already cleaned and cut by the caller). */
    count(kind: TallyKind, value: string): void {
      const values = counts.get(kind)!;
      const key =
        values.has(value) || values.size < limits.distinctValues ? value : VISITOR_OTHER_VALUE;
      values.set(key, (values.get(key) ?? 0) + 1);
    },
    /**
     * The day so far, each kind cut to its `storedValues` most counted values and one
     * `VISITOR_OTHER_VALUE` entry for the rest: the whole day so far, written in place of what
     * this process wrote for the day before (a value may have left the top since).
     */
    figures(): DayFigures {
      const tallies = [...counts].flatMap(([kind, values]) => {
        const sorted = [...values].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        const named = sorted.filter(([value]) => value !== VISITOR_OTHER_VALUE);
        const kept = named.slice(0, limits.storedValues);
        const other =
          (values.get(VISITOR_OTHER_VALUE) ?? 0) +
          named.slice(limits.storedValues).reduce((sum, [, n]) => sum + n, 0);
        const rows = kept.map(([value, count]) => ({ kind, value, count }));
        return other > 0 ? [...rows, { kind, value: VISITOR_OTHER_VALUE, count: other }] : rows;
      });
      return { views, uniques, tallies };
    },
  };
}
export type DayTally = ReturnType<typeof dayTally>;
