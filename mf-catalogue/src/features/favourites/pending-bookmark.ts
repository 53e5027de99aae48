/**
 * An anonymous visitor who clicks the heart is sent to /connexion; the vehicle is remembered here
 * so the favourite is added when they come back signed in ("finish what they started").
 */
import { VISITOR_STORAGE } from '@ga/core';

const KEY = VISITOR_STORAGE.pendingBookmark;

export function rememberPendingBookmark(vehicleId: number): void {
  try {
    sessionStorage.setItem(KEY, String(vehicleId));
  } catch {
    /* storage unavailable: the visitor clicks again after signing in */
  }
}

/** Returns true once if `vehicleId` was pending, and forgets it. */
export function takePendingBookmark(vehicleId: number): boolean {
  try {
    if (sessionStorage.getItem(KEY) !== String(vehicleId)) return false;
    sessionStorage.removeItem(KEY);
    return true;
  } catch {
    return false;
  }
}
