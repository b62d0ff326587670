import type { Models } from '../models';
import { toDate } from '../models/base-model';
import { RENDERED_PAGE_TTL_MS } from '../web/rendered-page-cache';

/**
 * When the next scheduled article goes public: the earliest date, still ahead of `clock`, of a
 * published article. Caches of what visitors see (rendered pages) must not outlive that moment,
 * or the article would appear late. The answer is kept for as long as a rendered page (and never
 * past the moment it names), so a burst of page views costs one query; `forget()` drops it after
 * a write on this instance. A write on another instance is seen within RENDERED_PAGE_TTL_MS.
 */
export function publicationSchedule(models: Models, clock: () => Date) {
  let known: { checkedAt: number; next: number | null } | null = null;
  let pending: Promise<number | null> | null = null;

  async function load(): Promise<number | null> {
    const now = clock();
    const row = (await models.BlogPost.query()
      .where('status', 'published')
      .where('publishedDate', '>', now)
      .min('publishedDate as next')
      .first()) as unknown as { next: unknown } | undefined;
    const date = row?.next == null ? null : toDate(row.next);
    const next = date instanceof Date && !Number.isNaN(date.getTime()) ? date.getTime() : null;
    known = { checkedAt: now.getTime(), next };
    return next;
  }

  return {
    /** Epoch milliseconds of the next scheduled publication, or null when none is scheduled. */
    nextPublication(): Promise<number | null> {
      const now = clock().getTime();
      if (
        known &&
        now - known.checkedAt < RENDERED_PAGE_TTL_MS &&
        (known.next === null || known.next > now)
      )
        return Promise.resolve(known.next);
      pending ??= load().finally(() => {
        pending = null;
      });
      return pending;
    },
    /** After a write: the next question asks the database again. */
    forget(): void {
      known = null;
    },
  };
}

export type PublicationSchedule = ReturnType<typeof publicationSchedule>;
