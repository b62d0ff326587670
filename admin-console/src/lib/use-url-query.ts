import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from '@campaign/shared/router';
import { defined } from './defined';

/** The part of a zod schema this needs (the console reaches zod only through the contracts). */
interface QuerySchema<T> {
  safeParse(
    value: unknown,
  ): { success: true; data: T } | { success: false; error: { issues: { path: PropertyKey[] }[] } };
  parse(value: unknown): T;
}

const NO_DEFAULTS = {};

export type UrlQueryChanges = Record<string, string | number | null | undefined>;

/**
 * Reads a list's query (`?q=&page=&sort=`…) from the address with the list's contract schema.
 * A value the schema refuses (a hand-edited `page=abc`) is dropped and its default used, so a
 * bad link still opens the list.
 */
export function parseUrlQuery<T>(schema: QuerySchema<T>, params: URLSearchParams): T {
  const values: Record<string, string> = Object.fromEntries(params);
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const result = schema.safeParse(values);
    if (result.success) return result.data;
    const bad = new Set(result.error.issues.map((issue) => String(issue.path[0] ?? '')));
    if (![...bad].some((name) => name in values)) break;
    for (const name of bad) delete values[name];
  }
  return schema.parse({});
}

/**
 * A list's state in the address, so deep links, reloads and Back show the same page. Changes
 * push a history entry (`replace` for one that should not be a step of its own); a value that is
 * empty or equals `defaults` (a constant of the list) is left out of the URL.
 */
export function useUrlQuery(defaults: UrlQueryChanges = NO_DEFAULTS) {
  // From the location rather than react-router's useSearchParams: the shared router module
  // carries every export it lists into every visitor's first page.
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  // The query as last asked for: a second change made before the page re-renders with the
  // first (two filters chosen quickly on a slow phone) builds on it instead of undoing it.
  const latest = useRef(search);
  useEffect(() => {
    latest.current = search;
  }, [search]);

  const update = useCallback(
    (changes: UrlQueryChanges, options: { replace?: boolean } = {}) => {
      const next = new URLSearchParams(latest.current);
      for (const [name, value] of Object.entries(changes)) {
        const text = value === null || value === undefined ? '' : String(value);
        const fallback = defaults[name];
        if (text === '' || (fallback !== undefined && text === String(fallback))) next.delete(name);
        else next.set(name, text);
      }
      const query = next.toString();
      latest.current = query ? `?${query}` : '';
      navigate(`${pathname}${query ? `?${query}` : ''}`, defined({ replace: options.replace }));
    },
    [pathname, navigate, defaults],
  );

  return [params, update] as const;
}
