import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteRoutesModule } from '@ga/core';
import { containerOf, type RemoteName } from './route-owners';
import { assertCompatible } from './registry';
import { reportRemoteLoaded } from '../monitoring/beacon';

/** Loads a module a remote exposes, e.g. loadExposed('mf-catalogue', 'widgets/vehicle-slider'). */
export async function loadExposed<T>(remote: RemoteName, exposed: string): Promise<T> {
  assertCompatible(remote);
  const module = await loadRemote<T>(`${containerOf(remote)}/${exposed}`);
  if (!module) throw new Error(`RUNTIME-003 module ${remote}/${exposed} introuvable`);
  // The denominator of the remote's error rate (a canary is judged on it): once per page.
  reportRemoteLoaded(remote);
  return module;
}

export function loadRemoteRoutes(remote: RemoteName): Promise<RemoteRoutesModule> {
  return loadExposed<RemoteRoutesModule>(remote, 'routes');
}
