/**
 * An anonymous visitor who clicks « Créer une alerte » signs in first; the listing is remembered here
 * so the alert is created when they come back ("finish what they started"), as for favourites.
 */
import { VISITOR_STORAGE } from '@ga/core';

const KEY = VISITOR_STORAGE.pendingAlert;

export function rememberPendingAlert(path: string): void {
  try {
    sessionStorage.setItem(KEY, path);
  } catch {
    /* storage unavailable: the visitor clicks again after signing in */
  }
}

/** True once if the alert of `path` was pending, and forgets it. */
export function takePendingAlert(path: string): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== path) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
