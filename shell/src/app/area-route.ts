import { createElement } from 'react';
import { applyNamedMiddleware, type RouteObject } from '@ga/core';
import type { RemoteName } from '../remotes/route-owners';
import { AreaError } from '../remotes/area-error';

/**
 * A remote's routes, under a pathless route whose error element isolates the area. The same tree
 * on the server and in the browser (router.tsx shellRoutesWith), so that route ids agree when the
 * browser takes over a server-rendered page.
 */
export function areaRoute(remote: RemoteName, routes: RouteObject[]): RouteObject {
  return {
    id: `area:${remote}`,
    errorElement: createElement(AreaError, { remote }),
    children: applyNamedMiddleware(routes),
  };
}
