import { NotFoundPage, useLocation } from '@ga/core';
import { ownerOf } from '../remotes/route-owners';
import { hasFailed } from '../remotes/remote-failures';
import { RemoteUnavailable } from '../remotes/remote-unavailable';

/** Splat route: an area that failed to load, or the shared page-not-found screen. */
export function UnmatchedRoute() {
  const { pathname } = useLocation();
  const owner = ownerOf(pathname);
  if (owner && hasFailed(owner)) return <RemoteUnavailable remote={owner} />;
  return <NotFoundPage />;
}
