/**
 * A list of vehicle ids kept in this browser only with the visitor's consent to a category (the
 * « Vus récemment » and favourites of a visitor who is not signed in): read as nothing without it,
 * written as nothing, newest first, at most `max`; pages follow it (this tab, other tabs, a change of
 * consent) through useIds.
 */
import { useSyncExternalStore } from 'react';
import { CONSENT_CHANGED_EVENT, consentGiven } from './consent-state';

export interface ConsentedIdList {
  allowed: () => boolean;
  read: () => number[];
  /** Stores the list (an empty one removes the key) and tells the pages. */
  write: (ids: number[]) => void;
  /** The ids as a string, stable between renders (« 12,7,3 »); « » on the server and at hydration. */
  useIds: () => string;
}

export function consentedIdList(key: string, max: number, category: string): ConsentedIdList {
  const changed = `ga:${key}-changed`;
  const allowed = () => consentGiven(category);
  const read = (): number[] => {
    if (!allowed()) return [];
    try {
      const list = JSON.parse(localStorage.getItem(key) ?? '[]') as unknown;
      return Array.isArray(list)
        ? [...new Set(list.filter((id): id is number => Number.isInteger(id) && id > 0))].slice(0, max)
        : [];
    } catch {
      return [];
    }
  };
  const write = (ids: number[]) => {
    try {
      if (ids.length) localStorage.setItem(key, JSON.stringify(ids.slice(0, max)));
      else localStorage.removeItem(key);
    } catch {
      /* storage unavailable: nothing kept */
    }
    window.dispatchEvent(new Event(changed));
  };
  const subscribe = (onChange: () => void) => {
    const events = [changed, CONSENT_CHANGED_EVENT, 'storage'];
    for (const e of events) window.addEventListener(e, onChange);
    return () => {
      for (const e of events) window.removeEventListener(e, onChange);
    };
  };
  const useIds = () =>
    useSyncExternalStore(
      subscribe,
      () => read().join(','),
      () => '',
    );
  return { allowed, read, write, useIds };
}
