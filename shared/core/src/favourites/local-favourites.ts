/**
 * Favourites of a visitor who is not signed in (@ga/contracts LOCAL_FAVOURITES_STORAGE_KEY): this
 * browser only, and only with « Personnalisation » accepted, like « Vus récemment » (the shell erases
 * them when it is withdrawn). At sign-in they join the account's (session-actions.ts signIn).
 */
import { useSyncExternalStore } from 'react';
import { LOCAL_FAVOURITES_KEPT, LOCAL_FAVOURITES_STORAGE_KEY, PERSONALISATION_CATEGORY } from '@ga/contracts';
import { CONSENT_CHANGED_EVENT, consentGiven } from '../consent/consent-state';

const CHANGED = 'ga:local-favourites-changed';

/** May favourites be kept in this browser (« Personnalisation » accepted)? */
export const localFavouritesAllowed = (): boolean => consentGiven(PERSONALISATION_CATEGORY);

/** The ids kept, newest first (none without consent). */
export function readLocalFavourites(): number[] {
  if (!localFavouritesAllowed()) return [];
  try {
    const list = JSON.parse(localStorage.getItem(LOCAL_FAVOURITES_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? [...new Set(list.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, LOCAL_FAVOURITES_KEPT)
      : [];
  } catch {
    return [];
  }
}

function write(list: number[]): void {
  try {
    if (list.length) localStorage.setItem(LOCAL_FAVOURITES_STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(LOCAL_FAVOURITES_STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing kept */
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Adds the vehicle first, or removes it; true when it is now a favourite. Nothing without consent. */
export function toggleLocalFavourite(vehicleId: number): boolean {
  if (!localFavouritesAllowed()) return false;
  const list = readLocalFavourites();
  if (list.includes(vehicleId)) {
    write(list.filter((id) => id !== vehicleId));
    return false;
  }
  write([vehicleId, ...list].slice(0, LOCAL_FAVOURITES_KEPT));
  return true;
}

export function clearLocalFavourites(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  const events = [CHANGED, CONSENT_CHANGED_EVENT, 'storage'];
  for (const e of events) window.addEventListener(e, onChange);
  return () => {
    for (const e of events) window.removeEventListener(e, onChange);
  };
}

/**
 * The ids kept in this browser as a string (stable between renders): « 12,7,3 »; « » on the server
 * and at hydration, the list right after.
 */
export function useLocalFavourites(): string {
  return useSyncExternalStore(
    subscribe,
    () => readLocalFavourites().join(','),
    () => '',
  );
}
