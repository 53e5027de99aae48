import { useLocation } from 'react-router';
import { NotFoundScreen } from '@ga/ui';
import { usePageHead } from '@ga/core';
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

function NotFoundPage() {
  usePageHead({ title: 'Page introuvable', description: 'La page demandée n’existe pas ou a été déplacée.', noindex: true });
  return <NotFoundScreen />;
}
