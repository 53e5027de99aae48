/**
 * « Vus récemment » of a visitor who is not signed in: in this browser only (localStorage), and only
 * with their consent to « Personnalisation » (the shell erases the list when it is withdrawn).
 */
import { useSyncExternalStore } from 'react';
import { consentGiven, CONSENT_CHANGED_EVENT } from '@ga/core';
import { PERSONALISATION_CATEGORY, RECENTLY_VIEWED_KEPT, RECENTLY_VIEWED_STORAGE_KEY } from '@ga/contracts';

const CHANGED = 'ga:recently-viewed-changed';

export function readLocalList(): number[] {
  if (!consentGiven(PERSONALISATION_CATEGORY)) return [];
  try {
    const list = JSON.parse(localStorage.getItem(RECENTLY_VIEWED_STORAGE_KEY) ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter((id): id is number => Number.isInteger(id) && id > 0).slice(0, RECENTLY_VIEWED_KEPT)
      : [];
  } catch {
    return [];
  }
}

function write(list: number[]): void {
  try {
    if (list.length) localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(RECENTLY_VIEWED_STORAGE_KEY);
  } catch {
    /* storage unavailable: nothing kept */
  }
  window.dispatchEvent(new Event(CHANGED));
}

/** Puts the vehicle first (once); nothing without consent. */
export function rememberLocally(vehicleId: number): void {
  if (!consentGiven(PERSONALISATION_CATEGORY)) return;
  write([vehicleId, ...readLocalList().filter((id) => id !== vehicleId)].slice(0, RECENTLY_VIEWED_KEPT));
}

export function forgetLocally(): void {
  write([]);
}

function subscribe(onChange: () => void): () => void {
  const events = [CHANGED, CONSENT_CHANGED_EVENT, 'storage'];
  for (const e of events) window.addEventListener(e, onChange);
  return () => {
    for (const e of events) window.removeEventListener(e, onChange);
  };
}

/** The ids kept in this browser, as a string (stable between renders): « 12,7,3 ». */
export function useLocalList(): string {
  return useSyncExternalStore(
    subscribe,
    () => readLocalList().join(','),
    () => '',
  );
}
