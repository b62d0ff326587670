/**
 * Rendered visitor pages, kept for a moment. Pages are the same for every visitor (nothing on
 * them depends on the session), so a burst of visits to one page costs one render. Any write
 * this process accepts (a pledge, an edit) empties it, so the next visit renders afresh (pledge
 * figures still follow the stats' own refresh interval); a write taken by another instance
 * shows within RENDERED_PAGE_TTL_MS.
 */
export const RENDERED_PAGE_TTL_MS = 2000;
/** Only the site's own pages are cached (paths with no query, answered 200), so this bounds it. */
const MAX_ENTRIES = 500;

export function renderedPageCache<T>(now: () => number = Date.now) {
  const entries = new Map<string, { expires: number; value: Promise<T> }>();

  return {
    clear(): void {
      entries.clear();
    },
    /**
     * The cached value for `key`, else `produce()` (shared by every request waiting for it).
     * `keep` decides whether a finished value may be reused; a failure never is. A new entry
     * is kept RENDERED_PAGE_TTL_MS, but never past `expiresBy` (epoch ms) when given: the moment
     * what the page shows changes on its own, such as a scheduled article going public.
     */
    get(
      key: string,
      produce: () => Promise<T>,
      keep: (value: T) => boolean,
      expiresBy?: number | null,
    ): Promise<T> {
      const at = now();
      const hit = entries.get(key);
      if (hit && hit.expires > at) return hit.value;
      if (entries.size >= MAX_ENTRIES) {
        for (const [k, entry] of entries) if (entry.expires <= at) entries.delete(k);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
      }
      const value = produce();
      const entry = { expires: Math.min(at + RENDERED_PAGE_TTL_MS, expiresBy ?? Infinity), value };
      entries.set(key, entry);
      value.then(
        (result) => {
          if (!keep(result) && entries.get(key) === entry) entries.delete(key);
        },
        () => {
          if (entries.get(key) === entry) entries.delete(key);
        },
      );
      return value;
    },
  };
}

export type RenderedPageCache<T> = ReturnType<typeof renderedPageCache<T>>;
