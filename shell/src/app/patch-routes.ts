import type { PatchRoutesOnNavigationFunction } from '@ga/core';
import { loadRemoteRoutes } from '../remotes/load-remote';
import { markFailed } from '../remotes/remote-failures';
import { reloadOnce } from '../remotes/reload-guard';
import { IncompatibleRemoteError } from '../remotes/registry';
import { ownerOf, type RemoteName } from '../remotes/route-owners';
import { areaRoute } from './area-route';
import { reportFrontEvent } from '../monitoring/beacon';

export const ROOT_ROUTE_ID = 'root';
const mounted = new Set<RemoteName>();

/** A server-rendered page starts with its owner's routes already in the tree (bootstrap.tsx). */
export function markMounted(remote: RemoteName): void {
  mounted.add(remote);
}

/**
 * Fog of war (React Router patchRoutesOnNavigation): the first time the visitor enters a remote's
 * prefix, load that remote's routes through the MF runtime and mount them under the layout.
 * A remote entry that cannot load reloads the target page once (guarded); after that the splat
 * route shows the area as unavailable.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const remote = ownerOf(new URL(path, window.location.origin).pathname);
  if (!remote || mounted.has(remote)) return;
  try {
    const { routes } = await loadRemoteRoutes(remote);
    if (mounted.has(remote)) return;
    mounted.add(remote);
    patch(ROOT_ROUTE_ID, [areaRoute(remote, routes)]);
  } catch (error) {
    console.error(`[shell] ${remote} n’a pas pu être chargé`, error);
    reportFrontEvent('remote-load-failed', remote);
    // A refused remote stays refused after a reload: only a load failure is worth one.
    if (!(error instanceof IncompatibleRemoteError) && reloadOnce(path)) await new Promise(() => {}); // the page is reloading
    markFailed(remote);
  }
};
