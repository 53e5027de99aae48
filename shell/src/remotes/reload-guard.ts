// A failed chunk or remote-entry load triggers ONE full reload of the target page; the guard
// remembers the path for 10 seconds (docs/spec-notes.md §2, §9) so a broken deploy never loops.
export const RELOAD_GUARD_KEY = 'ga_reload_guard';
export const RELOAD_GUARD_MS = 10_000;

interface Guard {
  path: string;
  at: number;
}

function read(): Guard | null {
  try {
    const raw = window.sessionStorage.getItem(RELOAD_GUARD_KEY);
    return raw ? (JSON.parse(raw) as Guard) : null;
  } catch {
    return null;
  }
}

/** True when the page may reload for this path (no reload for it in the last 10 s). */
export function mayReload(path: string, now = Date.now()): boolean {
  const guard = read();
  return !(guard && guard.path === path && now - guard.at < RELOAD_GUARD_MS);
}

/** Reloads the target page once; returns false when the guard forbids it (show an error instead). */
export function reloadOnce(
  path: string,
  now = Date.now(),
  navigate = (to: string) => window.location.assign(to),
): boolean {
  if (!mayReload(path, now)) return false;
  try {
    window.sessionStorage.setItem(RELOAD_GUARD_KEY, JSON.stringify({ path, at: now }));
  } catch {
    return false; // no storage, no guard: never reload blindly
  }
  navigate(path);
  return true;
}

/** Errors that mean "code could not be fetched" rather than "code failed". */
export function isLoadFailure(error: unknown): boolean {
  const text = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /ChunkLoadError|Loading (CSS )?chunk|RUNTIME-00[38]|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|remoteEntry/i.test(
    text,
  );
}
