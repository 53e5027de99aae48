import { createBrowserRouter, matchRoutes, type RouteObject } from '@ga/core';
import { LoadingState } from '@ga/ui';
import { RootLayout } from '../layout/root-layout';
import { RootError } from './root-error';
import { UnmatchedRoute } from './unmatched-route';
import { ROOT_ROUTE_ID, patchRoutesOnNavigation } from './patch-routes';

/**
 * The shell's own routes: the layout, home and the not-found screen, plus the areas already known.
 * Every other page belongs to a remote and is mounted on first visit (patch-routes.ts). The server
 * and the browser build the same tree for a server-rendered page (its owner's area mounted), so the
 * route ids React Router derives from positions agree.
 */
export function shellRoutesWith(areas: RouteObject[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      path: '/',
      element: <RootLayout />,
      errorElement: <RootError />,
      hydrateFallbackElement: <LoadingState />,
      children: [
        {
          id: 'home',
          index: true,
          lazy: async () => ({
            Component: (await import(/* webpackChunkName: "home" */ '../home/home-page')).HomePage,
          }),
        },
        { id: 'not-found', path: '*', element: <UnmatchedRoute /> },
        ...areas,
      ],
    },
  ];
}

type HydrationData = Parameters<typeof createBrowserRouter>[1] extends infer O
  ? O extends { hydrationData?: infer H }
    ? H
    : never
  : never;

/**
 * The browser's router over `shellRoutesWith(…)`; `hydrationData` when it takes over a
 * server-rendered page (its lazy routes already resolved: resolveLazyMatches).
 */
export function createShellRouter(routes: RouteObject[] = shellRoutesWith([]), hydrationData?: HydrationData) {
  return createBrowserRouter(routes, { patchRoutesOnNavigation, ...(hydrationData ? { hydrationData } : {}) });
}

/**
 * Loads the lazy parts of the routes matching `pathname` into the route objects, as React Router
 * advises for a hydrated page: the router then starts at once, in a task of its own, instead of
 * inside the task where the page's chunk arrives (docs/performance.md « Start-up after the first paint »).
 */
export async function resolveLazyMatches(routes: RouteObject[], pathname: string): Promise<void> {
  const lazy = (matchRoutes(routes, pathname) ?? [])
    .map((match) => match.route)
    .filter((route) => typeof route.lazy === 'function');
  await Promise.all(
    lazy.map(async (route) => {
      const resolved = await (route.lazy as () => Promise<Partial<RouteObject>>)();
      Object.assign(route, resolved, { lazy: undefined });
    }),
  );
}
