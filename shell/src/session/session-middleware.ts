import { readToken, registerMiddleware, signInPath, redirect, type MiddlewareFunction } from '@ga/core';

/** Where a signed-in visitor lands, and where the account area sends anonymous ones. */
export const ACCOUNT_HOME = '/mon-compte';

/** `auth`: without a token, go to /connexion and come back after sign-in. */
export const authMiddleware: MiddlewareFunction = ({ request }) => {
  if (readToken()) return;
  const url = new URL(request.url);
  throw redirect(signInPath(url.pathname + url.search));
};

/** `guest`: a signed-in visitor is sent to /mon-compte (docs/spec-notes.md §4). */
export const guestMiddleware: MiddlewareFunction = () => {
  if (readToken()) throw redirect(ACCOUNT_HOME);
};

export function registerSessionMiddleware(): void {
  registerMiddleware('auth', authMiddleware);
  registerMiddleware('guest', guestMiddleware);
}
