/**
 * Rendered visitor pages, kept for a moment. Pages are the same for every visitor (nothing on
 * them depends on the session), so a burst of visits to one page costs one render. A content
 * write this process accepts (a pledge, an edit) expires them all, so the next visit renders
 * afresh (pledge figures still follow the stats' own refresh interval); a write taken by another
 * instance shows within the time each is kept (PAGE_CACHE_MS, by default RENDERED_PAGE_TTL_MS).
 *
 * An expired page is not forgotten: it stays, as the page's last render, for when renders are
 * busy (see serve-web.ts), until newer pages push it out. The keys are few by construction
 * (page-key.ts: one per page and query it reads, one for every unknown path), and the entries
 * are bounded in number and in bytes all the same, the least recently used going first.
 */
export const RENDERED_PAGE_TTL_MS = 2000;

export interface RenderedPageCacheOptions<T> {
  now?: () => number;
  /** How long a page is shared (0: never, every visit renders; its last render is still kept). */
  ttlMs?: number;
  maxEntries?: number;
  maxBytes?: number;
  /** The bytes a value holds, counted against maxBytes. */
  sizeOf?: (value: T) => number;
}

interface Kept<T> {
  value: T;
  /** Shared until then (epoch ms); afterwards only the page's last render. */
  expires: number;
  bytes: number;
  /** Which render made it: an older render finishing later never replaces a newer one. */
  started: number;
}

export function renderedPageCache<T>({
  now = Date.now,
  ttlMs = RENDERED_PAGE_TTL_MS,
  maxEntries = 500,
  maxBytes = 64 * 1024 * 1024,
  sizeOf = () => 0,
}: RenderedPageCacheOptions<T> = {}) {
  // Map order is recency: a hit moves its entry to the end, eviction takes from the front.
  const kept = new Map<string, Kept<T>>();
  const running = new Map<string, Promise<T>>();
  let bytes = 0;
  // A render that started before a write may show what the write changed: its result is kept
  // only as a last render, never shared as current.
  let generation = 0;
  let renders = 0;

  const forget = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, value: T, expires: number, started: number) => {
    if ((kept.get(key)?.started ?? -1) > started) return;
    forget(key);
    const entry = { value, expires, bytes: sizeOf(value), started };
    if (entry.bytes > maxBytes) return;
    kept.set(key, entry);
    bytes += entry.bytes;
    for (const oldest of kept.keys()) {
      if (kept.size <= maxEntries && bytes <= maxBytes) break;
      forget(oldest);
    }
  };

  return {
    /** Expires every page (a content write): each renders afresh on its next visit. */
    clear(): void {
      generation += 1;
      running.clear();
      for (const entry of kept.values()) entry.expires = 0;
    },
    /** The page shared now under `key`, or the render of it already running; else undefined. */
    current(key: string): Promise<T> | undefined {
      const entry = kept.get(key);
      if (entry && entry.expires > now()) {
        kept.delete(key);
        kept.set(key, entry);
        return Promise.resolve(entry.value);
      }
      return running.get(key);
    },
    /** The last page kept under `key`, however old: for when there is no time to render. */
    last(key: string): T | undefined {
      return kept.get(key)?.value;
    },
    /**
     * The page shared under `key`, else `produce()` (shared by every request waiting for it
     * when pages are shared at all). `keepIt` decides whether a finished value may be kept; a
     * failure never is. A new page is shared for `ttlMs`, but never past `expiresBy` (epoch
     * ms) when given: the moment what the page shows changes on its own, such as a scheduled
     * article going public.
     */
    get(
      key: string,
      produce: () => Promise<T>,
      keepIt: (value: T) => boolean,
      expiresBy?: number | null,
    ): Promise<T> {
      const shared = ttlMs > 0 ? this.current(key) : undefined;
      if (shared) return shared;
      const started = now();
      const startedIn = generation;
      const render = ++renders;
      const value = produce();
      if (ttlMs > 0) running.set(key, value);
      const done = () => {
        if (running.get(key) === value) running.delete(key);
      };
      value.then((result) => {
        done();
        if (!keepIt(result)) return;
        const expires =
          startedIn === generation ? Math.min(started + ttlMs, expiresBy ?? Infinity) : 0;
        keep(key, result, expires, render);
      }, done);
      return value;
    },
    /** How many pages and bytes are kept (for tests). */
    size(): { entries: number; bytes: number } {
      return { entries: kept.size, bytes };
    },
  };
}

export type RenderedPageCache<T> = ReturnType<typeof renderedPageCache<T>>;
