import { satisfies } from 'compare-versions';

declare const __GA_SHARED_VERSIONS__: Record<string, string>;

/** Shared singletons this shell build provides (package → version), set at build time. */
export const HOST_SHARED: Record<string, string> =
  typeof __GA_SHARED_VERSIONS__ === 'object' ? __GA_SHARED_VERSIONS__ : {};

/** An unreadable range counts as unsatisfied. */
function safeSatisfies(version: string, range: string): boolean {
  try {
    return satisfies(version, range);
  } catch {
    return false;
  }
}

export interface Incompatibility {
  pkg: string;
  required: string;
  provided: string | undefined;
}

/**
 * The singletons a remote needs that this shell cannot give: loading it anyway would run two
 * Reacts (or two stores…) or crash later, so the shell refuses it and shows the area's fallback.
 */
export function incompatibilities(
  required: Record<string, string> | undefined,
  provided = HOST_SHARED,
): Incompatibility[] {
  return Object.entries(required ?? {}).flatMap(([pkg, range]) => {
    const version = provided[pkg];
    return version !== undefined && safeSatisfies(version, range) ? [] : [{ pkg, required: range, provided: version }];
  });
}
