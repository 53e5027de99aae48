import type { RouteObject } from 'react-router';

/**
 * What a remote exposes as './routes': the route objects of its URL subtree, with absolute paths
 * (e.g. '/connexion'), mounted by the shell under its layout when the visitor first enters one of
 * the remote's prefixes.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}
