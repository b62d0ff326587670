/**
 * The router's React side: one location and one way to move it, provided by BrowserRouter in the
 * browser, StaticRouter on the server (./server) and MemoryRouter in tests (./testing); the
 * components and hooks below read them. Paths and matching are in ./paths.
 */
import {
  Children,
  createContext,
  Fragment,
  isValidElement,
  startTransition,
  use,
  useCallback,
  useLayoutEffect,
  useMemo,
  useState,
  type ComponentPropsWithRef,
  type CSSProperties,
  type MouseEvent,
  type ReactNode,
} from 'react';
import {
  createPath,
  isExternal,
  joinPaths,
  matchRoutes,
  resolveTo,
  type Location,
  type To,
} from './paths';

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for react-router's callers; this router never scrolls (the shell does). */
  preventScrollReset?: boolean;
}

/** What moves a router's location: the browser's history, an in-memory one, or none. */
export interface Navigator {
  push(path: string, state: unknown): void;
  replace(path: string, state: unknown): void;
  go(delta: number): void;
}

interface RouterState {
  location: Location;
  navigator: Navigator;
}

const RouterContext = createContext<RouterState | null>(null);

/** What the enclosing route matched: its params and the path below which nested routes match. */
interface RouteState {
  params: Record<string, string>;
  pathnameBase: string;
}

const RouteContext = createContext<RouteState>({ params: {}, pathnameBase: '/' });

function useRouter(user: string): RouterState {
  const router = use(RouterContext);
  if (!router) throw new Error(`${user} is used outside a router`);
  return router;
}

/** Renders `children` at `location`, moved by `navigator`: what each router is made of. */
export function Router({ location, navigator, children }: RouterState & { children?: ReactNode }) {
  const value = useMemo(() => ({ location, navigator }), [location, navigator]);
  return <RouterContext value={value}>{children}</RouterContext>;
}

/** The history index kept in each entry's state, as react-router's browser history keeps it. */
function historyIndex(): number | null {
  const state = window.history.state as { idx?: unknown } | null;
  return typeof state?.idx === 'number' ? state.idx : null;
}

function browserLocation(): Location {
  const state = window.history.state as { usr?: unknown; key?: unknown } | null;
  const { pathname, search, hash } = window.location;
  return {
    pathname,
    search,
    hash,
    state: state?.usr ?? null,
    key: typeof state?.key === 'string' ? state.key : 'default',
  };
}

export const newLocationKey = () => Math.random().toString(36).slice(2, 10);

/**
 * The router of the page in the browser, on the document's history. Each entry's state holds
 * `{ usr, key, idx }` (what a navigation carried, the entry's key and its index), the layout
 * react-router uses, so the console's guard on Back and Forward can tell which way a step went.
 * The location changes in a transition: while the next page's code loads, the current page stays
 * on screen instead of a loading state.
 */
export function BrowserRouter({ children }: { children?: ReactNode }) {
  const [location, setLocation] = useState(browserLocation);
  const navigator = useMemo<Navigator>(() => {
    const show = () => startTransition(() => setLocation(browserLocation()));
    return {
      push(path, state) {
        const idx = (historyIndex() ?? 0) + 1;
        window.history.pushState({ usr: state, key: newLocationKey(), idx }, '', path);
        show();
      },
      replace(path, state) {
        const idx = historyIndex() ?? 0;
        window.history.replaceState({ usr: state, key: newLocationKey(), idx }, '', path);
        show();
      },
      go: (delta) => window.history.go(delta),
    };
  }, []);
  // Listening from the first layout effect keeps the order the history guard relies on: the
  // shell adds its own popstate listener before this router mounts.
  useLayoutEffect(() => {
    if (historyIndex() === null) {
      window.history.replaceState({ ...(window.history.state as object | null), idx: 0 }, '');
    }
    const onPop = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  return (
    <Router location={location} navigator={navigator}>
      {children}
    </Router>
  );
}

export const useLocation = (): Location => useRouter('useLocation').location;

/** The ':name' params (and '*') of every route enclosing the caller. */
export const useParams = (): Readonly<Record<string, string | undefined>> =>
  use(RouteContext).params;

/** Where `to` leads from the calling route. */
function useResolvedPath(to: To): string {
  const { location } = useRouter('A link');
  const { pathnameBase } = use(RouteContext);
  return createPath(resolveTo(to, pathnameBase, location.pathname));
}

export type NavigateFunction = (to: To | number, options?: NavigateOptions) => void;

export function useNavigate(): NavigateFunction {
  const { location, navigator } = useRouter('useNavigate');
  const { pathnameBase } = use(RouteContext);
  const { pathname } = location;
  return useCallback(
    (to, options = {}) => {
      if (typeof to === 'number') return navigator.go(to);
      const path = createPath(resolveTo(to, pathnameBase, pathname));
      navigator[options.replace ? 'replace' : 'push'](path, options.state ?? null);
    },
    [navigator, pathnameBase, pathname],
  );
}

export interface RouteProps {
  path?: string;
  index?: boolean;
  element?: ReactNode;
}

/** One route of a `<Routes>`: read by its parent, never rendered on its own. */
export function Route(props: RouteProps): ReactNode {
  void props;
  throw new Error('A <Route> is only ever used as a child of <Routes>');
}

function routesOf(children: ReactNode): RouteProps[] {
  const routes: RouteProps[] = [];
  Children.forEach(children, (child) => {
    if (!isValidElement<RouteProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) routes.push(...routesOf(child.props.children));
    else routes.push(child.props);
  });
  return routes;
}

/**
 * Renders the best-ranked of its `<Route>` children that matches the location, below the path
 * the enclosing route matched (so the console's routes are written relative to /admin).
 */
export function Routes({ children }: { children?: ReactNode }) {
  const { location } = useRouter('<Routes>');
  const parent = use(RouteContext);
  const { pathname } = location;
  const base = parent.pathnameBase;
  const below = pathname.toLowerCase().startsWith(base.toLowerCase())
    ? pathname.slice(base.length)
    : pathname;
  const [found] = matchRoutes(routesOf(children), below) ?? [];
  if (!found) return null;
  const state: RouteState = {
    params: { ...parent.params, ...found.params },
    pathnameBase: joinPaths(base, found.pathnameBase),
  };
  return <RouteContext value={state}>{found.route.element}</RouteContext>;
}

/**
 * What every link's address goes through before it is written: unchanged unless a provider
 * says otherwise. The shell adds the visit's attribution to links to visitor pages
 * (shared/src/attribution.ts `withCarriedParams`), as the server does to the shared render, so
 * the hydrated links match the HTML and the next page still knows where the visit came from.
 */
export const LinkHrefContext = createContext<(href: string) => string>((href) => href);

export interface LinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load instead of a move of the router. */
  reloadDocument?: boolean;
  preventScrollReset?: boolean;
}

/**
 * A link: a real `<a href>` (so it works before the page's scripts run, opens in a new tab, and
 * is what the server renders), which moves the router instead of loading a page when clicked
 * plainly. A click on the page it already shows replaces the history entry instead of adding one.
 */
export function Link({
  to,
  replace,
  state,
  reloadDocument,
  preventScrollReset,
  onClick,
  target,
  ...rest
}: LinkProps) {
  void preventScrollReset;
  const { location, navigator } = useRouter('<Link>');
  const withHref = use(LinkHrefContext);
  const external = isExternal(to);
  const resolved = useResolvedPath(external ? '' : to);
  const href = external ? (to as string) : withHref(resolved);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || external || reloadDocument) return;
    if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
      return;
    if (target && target !== '_self') return;
    event.preventDefault();
    const same = href === createPath(location);
    navigator[(replace ?? same) ? 'replace' : 'push'](href, state ?? null);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

interface NavLinkState {
  isActive: boolean;
  isPending: boolean;
  isTransitioning: boolean;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'style' | 'children'> {
  /** Current only on this path itself, not on the paths below it. */
  end?: boolean;
  className?: string | ((state: NavLinkState) => string | undefined);
  style?: CSSProperties | ((state: NavLinkState) => CSSProperties | undefined);
  children?: ReactNode | ((state: NavLinkState) => ReactNode);
}

/**
 * A link that knows whether it leads to the current page (or, without `end`, to one below it):
 * then it carries `aria-current="page"` and the `active` class, or what its functions give.
 */
export function NavLink({ end = false, className, style, children, to, ...rest }: NavLinkProps) {
  const { location } = useRouter('<NavLink>');
  const target = useResolvedPath(to).split(/[?#]/)[0]!.toLowerCase();
  const current = location.pathname.toLowerCase();
  const trimmed = target.length > 1 ? target.replace(/\/$/, '') : target;
  const isActive =
    current === trimmed ||
    current === `${trimmed}/` ||
    (!end && trimmed !== '/' && current.startsWith(`${trimmed}/`));
  const state: NavLinkState = { isActive, isPending: false, isTransitioning: false };
  const classes =
    typeof className === 'function'
      ? className(state)
      : [className, isActive ? 'active' : null].filter(Boolean).join(' ') || undefined;
  return (
    <Link
      {...rest}
      to={to}
      aria-current={isActive ? 'page' : undefined}
      className={classes}
      style={typeof style === 'function' ? style(state) : style}
    >
      {typeof children === 'function' ? children(state) : children}
    </Link>
  );
}
