/**
 * The routing API every front end uses, and the only module that imports react-router.
 *
 * Shell, public site and admin console must share one router (one location, one history), so
 * this module is a federation singleton. Sharing react-router itself would ship all of it to
 * every visitor, because a shared package cannot be tree-shaken: its consumers are unknown at
 * build time. Sharing this short list instead lets each build keep only these parts of
 * react-router. Add an export here before using a new part of the router.
 *
 * Routers that only the server or the tests use live beside it (`./server`, `./testing`), so
 * visitors do not download them; they import the same react-router, so the context they
 * provide is the one these components read.
 */
export {
  BrowserRouter,
  Link,
  matchRoutes,
  NavLink,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router';
export type { Location, NavLinkProps } from 'react-router';
