/**
 * « Vus récemment » of a visitor who is not signed in: in this browser only (localStorage), and only
 * with their consent to « Personnalisation » (the shell erases the list when it is withdrawn).
 */
import { consentedIdList } from '@ga/core';
import { PERSONALISATION_CATEGORY, RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_STORAGE_KEY } from '@ga/contracts';

const list = consentedIdList(RECENTLY_VIEWED_STORAGE_KEY, RECENTLY_VIEWED_KEPT, PERSONALISATION_CATEGORY);

export const readLocalList = list.read;

/** Puts the vehicle first (once); nothing without consent. */
export function rememberLocally(vehicleId: number): void {
  if (!list.allowed()) return;
  list.write([vehicleId, ...list.read().filter((id) => id !== vehicleId)]);
}

export const forgetLocally = (): void => list.write([]);

/** The ids kept in this browser, as a string (stable between renders): « 12,7,3 ». */
export const useLocalList = list.useIds;
