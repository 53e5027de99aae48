/**
 * Where to go after sign-in: a path of THIS site from ?redirect=, else the account area.
 *
 * The target is resolved as the browser would (`new URL(target, origin)`), so tricks that a prefix
 * check lets through — `/%09/evil.com` (a tab the URL parser drops: `//evil.com`), `/\evil.com`,
 * `//evil.com`, `https://evil.com` — resolve to another origin and are refused. Only the path,
 * query and hash of a same-origin URL are kept.
 */
export function safeRedirect(target: string | null, fallback = '/mon-compte', origin: string = window.location.origin): string {
  if (!target || !target.startsWith('/')) return fallback;
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return fallback;
  }
  if (url.origin !== new URL(origin).origin || !url.pathname.startsWith('/') || url.pathname.startsWith('//')) return fallback;
  if (url.pathname === '/connexion' || url.pathname.startsWith('/connexion/')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
