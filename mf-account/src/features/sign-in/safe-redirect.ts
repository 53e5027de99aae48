/** Where to go after sign-in: a path of this site from ?redirect=, else the account area. */
export function safeRedirect(target: string | null, fallback = '/mon-compte'): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  if (target.startsWith('/connexion')) return fallback;
  return target;
}
