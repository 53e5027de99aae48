/**
 * The router of the page. Apps import React Router from here, never from
 * `react-router` (lint rule): React Router is bundled into @ga/core, tree-shaken to these names,
 * instead of being shared whole (536 KB of source, most of it server and framework code the site
 * never runs). @ga/core is a singleton, so there is still one router, one history and one set of
 * router contexts in the page. A new name here is a new export of @ga/core: bump its minor version.
 */
export {
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  RouterProvider,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useOutletContext,
  useParams,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type { MiddlewareFunction, PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
