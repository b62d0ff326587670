/**
 * The routing API every front end uses: a small router of our own (./router.tsx, ./paths.ts)
 * with the parts of react-router's API the apps use, and the same behaviour for them.
 *
 * Shell, public site and admin console must share one router (one location, one history), so
 * this module is a federation singleton, and it is on every visitor's first load: react-router
 * cost 13 KiB of gzipped JavaScript there, this about 2 (docs/decisions/034-own-router.md).
 *
 * Routers that only the server or the tests use live beside it (`./server`, `./testing`), so
 * visitors do not download them; they provide the same context these components read.
 */
export {
  BrowserRouter,
  Link,
  LinkHrefContext,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from './router';
export type {
  LinkProps,
  NavigateFunction,
  NavigateOptions,
  NavLinkProps,
  RouteProps,
} from './router';
export { matchRoutes } from './paths';
export type { Location, To } from './paths';
