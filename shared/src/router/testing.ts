/**
 * The router component tests render pages in: an in-memory history started at a chosen URL.
 * Only tests import it (see ./index.ts for why it is not in the shared router module).
 */
import { createElement, startTransition, useMemo, useState, type ReactNode } from 'react';
import { parsePath, type Location } from './paths';
import { newLocationKey, Router, type Navigator } from './router';

const entryAt = (path: string, key: string, state: unknown = null): Location => {
  const parts = parsePath(path);
  return { ...parts, pathname: parts.pathname || '/', state, key };
};

/** A history of `initialEntries` (paths), standing at `initialIndex` (the last by default). */
export function MemoryRouter({
  initialEntries = ['/'],
  initialIndex,
  children,
}: {
  initialEntries?: string[];
  initialIndex?: number;
  children?: ReactNode;
}) {
  const [history, setHistory] = useState(() => ({
    entries: initialEntries.map((path, i) => entryAt(path, i === 0 ? 'default' : newLocationKey())),
    index: Math.min(
      Math.max(initialIndex ?? initialEntries.length - 1, 0),
      initialEntries.length - 1,
    ),
  }));
  const navigator = useMemo<Navigator>(() => {
    const move = (change: (h: typeof history) => typeof history) =>
      startTransition(() => setHistory(change));
    return {
      push: (path, state) =>
        move(({ entries, index }) => ({
          entries: [...entries.slice(0, index + 1), entryAt(path, newLocationKey(), state)],
          index: index + 1,
        })),
      replace: (path, state) =>
        move(({ entries, index }) => ({
          entries: entries.map((entry, i) =>
            i === index ? entryAt(path, newLocationKey(), state) : entry,
          ),
          index,
        })),
      go: (delta) =>
        move(({ entries, index }) => ({
          entries,
          index: Math.min(Math.max(index + delta, 0), entries.length - 1),
        })),
    };
  }, []);
  return createElement(Router, { location: history.entries[history.index]!, navigator }, children);
}
