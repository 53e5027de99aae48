import { registerRemotes } from '@module-federation/enhanced/runtime';
import { REMOTES, containerOf, type RemoteName } from './route-owners';
import { incompatibilities, type Incompatibility } from './compatibility';
import { REGISTRY_ELEMENT_ID } from '../page-islands';

/** One entry of /registry.json: which release of a remote is live, its entry, its shared ranges. */
export interface RegistryEntry {
  version: string;
  entry: string;
  shared?: Record<string, string>;
}
export interface Registry {
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
}

let current: Registry = { remotes: {} };
const refused = new Map<RemoteName, Incompatibility[]>();

export class IncompatibleRemoteError extends Error {
  constructor(remote: RemoteName, problems: Incompatibility[]) {
    super(
      `${remote} refusé : ${problems
        .map((p) => `il demande ${p.pkg} ${p.required}, le shell fournit ${p.provided ?? 'aucune version'}`)
        .join(' ; ')}`,
    );
    this.name = 'IncompatibleRemoteError';
  }
}

/** Reads the live registry (never cached: a rollback is seen on the next page load). */
export async function fetchRegistry(): Promise<Registry> {
  const response = await fetch('/registry.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Registre des modules illisible (HTTP ${response.status})`);
  return (await response.json()) as Registry;
}

/** Registers the compatible remotes; a remote the shell cannot satisfy is refused, not loaded. */
function register(registry: Registry, force: boolean) {
  refused.clear();
  const entries = REMOTES.flatMap((remote) => {
    const live = registry.remotes[remote];
    if (!live) return [];
    const problems = incompatibilities(live.shared);
    if (problems.length > 0) {
      refused.set(remote, problems);
      console.error(`[shell] ${new IncompatibleRemoteError(remote, problems).message}`);
      return [];
    }
    return [{ name: containerOf(remote), entry: live.entry, alias: remote }];
  });
  if (entries.length > 0) registerRemotes(entries, { force });
}

/**
 * The registry the site server resolved for this page and wrote into it (no round trip
 * before the first remote can load); null when the page has none (dev server, older site server).
 */
function inlinedRegistry(): Registry | null {
  const element = document.getElementById(REGISTRY_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    const registry = JSON.parse(element.textContent) as Registry;
    return registry && typeof registry.remotes === 'object' ? registry : null;
  } catch {
    return null;
  }
}

/** Called once at start: an unreadable registry leaves every remote unavailable, not the shell. */
export async function loadRegistry(): Promise<void> {
  try {
    current = inlinedRegistry() ?? (await fetchRegistry());
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

/** Throws when the remote was refused for its shared singleton requirements. */
export function assertCompatible(remote: RemoteName): void {
  const problems = refused.get(remote);
  if (problems) throw new IncompatibleRemoteError(remote, problems);
}

export function liveVersion(remote: RemoteName): string | undefined {
  return current.remotes[remote]?.version;
}
