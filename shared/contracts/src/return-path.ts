/**
 * The page to go back to after a form or a sign-in (`retour=`, `?redirect=`): a path of THIS site,
 * else a fallback. One rule for the site server (the consent form's 303, shell/server/plugins/consent.ts)
 * and the browser (the account and staff sign-in pages), pure: no window, no DOM.
 *
 * The value is judged as a browser would read it: parsed by the WHATWG URL rules against a
 * placeholder origin, it must stay on that origin. Tricks that a prefix check lets through — a tab or
 * line feed the URL parser drops (`/\t/evil.example` → `//evil.example`), `//evil.example`,
 * `/\evil.example`, `https://evil.example`, `javascript:` — are refused, not repaired. Control
 * characters (C0, DEL, C1) and encoded slashes or backslashes in the path (`/%2F%2Fevil.example`,
 * `/%5Cevil.example`) are refused too. What is kept is the parsed URL's path, query and hash, which the
 * parser percent-encodes: the result is plain ASCII, safe in a Location header (a character outside
 * Latin-1 there makes Node throw).
 */

/** Longest value judged, and longest path given back (after percent-encoding). */
export const RETURN_PATH_MAX = 2000;

export interface ReturnPathRules {
  /** Where to go when the value is refused (a path of this site the caller trusts). */
  fallback: string;
  /** Only paths starting with this prefix are kept (e.g. '/espace-conseiller/'). */
  within?: string;
  /** Pages never gone back to (each the page itself or below it, any case): the sign-in page, to avoid a loop. */
  refuse?: readonly string[];
}

/**
 * The WHATWG URL parser, in every runtime the contracts run in (browsers, Node). The contracts compile
 * without a platform's types (tsconfig lib ES2023, shared with the API), so the part used is declared.
 */
declare const URL: new (
  input: string,
  base: string,
) => { origin: string; pathname: string; search: string; hash: string };

const BASE = 'https://site.invalid';
// eslint-disable-next-line no-control-regex -- the point: C0 controls, DEL and C1 controls are refused.
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;
const ENCODED_SLASH = /%(2f|5c)/i;

/** `raw` when it is a path of this site (percent-encoded as a browser would), else `rules.fallback`. */
export function safeReturnPath(raw: unknown, rules: ReturnPathRules): string {
  const { fallback, within, refuse = [] } = rules;
  if (typeof raw !== 'string' || raw.length > RETURN_PATH_MAX || CONTROL.test(raw)) return fallback;
  if (!raw.startsWith('/') || raw.startsWith('//') || raw.includes('\\')) return fallback;
  let url: InstanceType<typeof URL>;
  try {
    url = new URL(raw, BASE);
  } catch {
    return fallback;
  }
  const path = url.pathname;
  if (url.origin !== BASE || !path.startsWith('/') || path.startsWith('//') || ENCODED_SLASH.test(path))
    return fallback;
  if (within !== undefined && !path.startsWith(within)) return fallback;
  const lower = path.toLowerCase();
  if (
    refuse.some((page) => lower === page.toLowerCase() || lower.startsWith(`${page.toLowerCase().replace(/\/$/, '')}/`))
  )
    return fallback;
  const kept = `${path}${url.search}${url.hash}`;
  return kept.length <= RETURN_PATH_MAX ? kept : fallback;
}
