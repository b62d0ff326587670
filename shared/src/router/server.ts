/**
 * The router the shell's server render wraps a page in: it renders the requested URL without a
 * browser history. Only the shell's server build imports it (see ./index.ts for why it is not
 * in the shared router module).
 */
import { createElement, useMemo, type ReactNode } from 'react';
import { parsePath } from './paths';
import { Router, type Navigator } from './router';

const noHistory: Navigator = {
  push: () => {
    throw new Error('A server render cannot navigate');
  },
  replace: () => {
    throw new Error('A server render cannot navigate');
  },
  go: () => {
    throw new Error('A server render cannot navigate');
  },
};

/** Renders `children` at `location` (a path with its query string, such as a request's URL). */
export function StaticRouter({ location, children }: { location: string; children?: ReactNode }) {
  const at = useMemo(() => ({ ...parsePath(location), state: null, key: 'default' }), [location]);
  return createElement(
    Router,
    { location: { ...at, pathname: at.pathname || '/' }, navigator: noHistory },
    children,
  );
}
