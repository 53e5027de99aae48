import { useSession, useSessionGetUserQuery } from '@ga/core';

/** Loads the signed-in user whenever a token is stored (a 401 clears it silently: docs/spec-notes.md §8). */
export function SessionLoader() {
  const { token } = useSession();
  useSessionGetUserQuery(undefined, { skip: !token });
  return null;
}
