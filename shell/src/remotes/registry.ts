import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, containerOf, type RemoteName } from './route-owners';

/** One entry of /registry.json: which release of a remote is live and where its entry is. */
export interface RegistryEntry {
  version: string;
  entry: string;
}
export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

let current: Registry = { remotes: {} };

/** Reads the live registry (never cached: a rollback is seen on the next page load). */
export async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/registry.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Registre des modules illisible (HTTP ${response.status})`);
  return (await response.json()) as Registry;
}

function register(registry: Registry, force: boolean) {
  const entries = REMOTES.flatMap((remote) => {
    const live = registry.remotes[remote];
    return live ? [{ name: containerOf(remote), entry: live.entry, alias: remote }] : [];
  });
  if (entries.length > 0) registerRemotes(entries, { force });
}

/** Called once at start: an unreadable registry leaves every remote unavailable, not the shell. */
export async function loadRegistry(): Promise<void> {
  try {
    current = await fetchRegistry();
    register(current, false);
  } catch (error) {
    console.error('[shell] registre des modules indisponible', error);
  }
}

/** "Réessayer" on a widget: re-read the registry and drop what the runtime cached for the remote. */
export async function refreshRegistry(): Promise<void> {
  current = await fetchRegistry();
  register(current, true);
}

export function liveVersion(remote: RemoteName): string | undefined {
  return current.remotes[remote]?.version;
}
