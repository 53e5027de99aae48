/** Where anonymous visitors sign in, coming back to `returnTo` afterwards (docs/spec-notes.md §4, auth routes). */
export const SIGN_IN_PATH = '/connexion';

export function signInPath(returnTo: string): string {
  return `${SIGN_IN_PATH}?redirect=${encodeURIComponent(returnTo)}`;
}
