/**
 * Favourites of a visitor who is not signed in (@ga/contracts LOCAL_FAVOURITES_STORAGE_KEY): this
 * browser only, and only with « Personnalisation » accepted, like « Vus récemment » (the shell erases
 * them when it is withdrawn). At sign-in they join the account's (session-actions.ts signIn).
 */
import { LOCAL_FAVOURITES_KEPT, LOCAL_FAVOURITES_STORAGE_KEY, PERSONALISATION_CATEGORY } from '@ga/contracts';
import { consentedIdList } from '../consent/consented-id-list';

const list = consentedIdList(LOCAL_FAVOURITES_STORAGE_KEY, LOCAL_FAVOURITES_KEPT, PERSONALISATION_CATEGORY);

/** May favourites be kept in this browser (« Personnalisation » accepted)? */
export const localFavouritesAllowed = list.allowed;

/** The ids kept, newest first (none without consent). */
export const readLocalFavourites = list.read;

/** Adds the vehicle first, or removes it; true when it is now a favourite. Nothing without consent. */
export function toggleLocalFavourite(vehicleId: number): boolean {
  if (!list.allowed()) return false;
  const ids = list.read();
  if (ids.includes(vehicleId)) {
    list.write(ids.filter((id) => id !== vehicleId));
    return false;
  }
  list.write([vehicleId, ...ids]);
  return true;
}

export const clearLocalFavourites = (): void => list.write([]);

/** The ids kept in this browser as a string (« 12,7,3 »); « » on the server and at hydration. */
export const useLocalFavourites = list.useIds;
