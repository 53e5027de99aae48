import { useLocation, useRouteError } from '@ga/core';
import { useEffect } from 'react';
import { reportFrontEvent } from '../monitoring/beacon';
import { isLoadFailure, reloadOnce } from './reload-guard';
import type { RemoteName } from './route-owners';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * errorElement of a remote's area: a page chunk that fails to load reloads the target page once
 * (guarded 10 s); any other error, or a second failure, shows the area's French error with
 * "Réessayer", inside the layout (header, footer and other areas keep working).
 */
export function AreaError({ remote }: { remote: RemoteName }) {
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  const loadFailure = isLoadFailure(error);
  const reloading = loadFailure && reloadOnce(target);
  // Reported once per error shown on the beacon channel (not when a reload may cure it).
  useEffect(() => {
    if (!reloading) reportFrontEvent(loadFailure ? 'remote-load-failed' : 'render-error', remote);
  }, [error, reloading, loadFailure, remote]);
  if (reloading) return null;
  console.error(`[shell] erreur dans ${remote}`, error);
  return <RemoteUnavailable remote={remote} />;
}
