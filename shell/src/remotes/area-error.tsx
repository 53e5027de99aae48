import { useLocation, useRouteError } from '@ga/core';
import { isLoadFailure, reloadOnce } from './reload-guard';
import { RemoteUnavailable } from './remote-unavailable';

/**
 * errorElement of a remote's area: a page chunk that fails to load reloads the target page once
 * (guarded 10 s); any other error, or a second failure, shows the area's French error with
 * "Réessayer", inside the layout (header, footer and other areas keep working).
 */
export function AreaError({ remote }: { remote: string }) {
  const error = useRouteError();
  const location = useLocation();
  const target = `${location.pathname}${location.search}${location.hash}`;
  if (isLoadFailure(error) && reloadOnce(target)) return null;
  console.error(`[shell] erreur dans ${remote}`, error);
  return <RemoteUnavailable remote={remote} />;
}
