import { createBrowserRouter, type RouteObject } from '@ga/core';
import { LoadingState } from '@ga/ui';
import { RootLayout } from '../layout/root-layout';
import { RootError } from './root-error';
import { UnmatchedRoute } from './unmatched-route';
import { ROOT_ROUTE_ID, patchRoutesOnNavigation } from './patch-routes';

/**
 * The shell's own routes: the layout, home and the not-found screen. Every other page belongs
 * to a remote and is mounted on first visit (patch-routes.ts).
 */
export const shellRoutes: RouteObject[] = [
  {
    id: ROOT_ROUTE_ID,
    path: '/',
    element: <RootLayout />,
    errorElement: <RootError />,
    hydrateFallbackElement: <LoadingState />,
    children: [
      { index: true, lazy: async () => ({ Component: (await import(/* webpackChunkName: "home" */ '../home/home-page')).HomePage }) },
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];

export function createShellRouter() {
  return createBrowserRouter(shellRoutes, { patchRoutesOnNavigation });
}
