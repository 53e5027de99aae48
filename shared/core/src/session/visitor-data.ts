import { setTradeinCredit } from '../tradein/tradein-credit';

/**
 * What the site keeps in this browser about a visitor's own business, besides the session token.
 * All of it is wiped at sign-out and when the account is deleted: on a shared computer the next
 * person must not find the previous one's car, phone number or photos. Areas name their keys here.
 */
export const VISITOR_STORAGE = {
  /** The trade-in form's draft (mf-tradein). */
  tradeinDraft: 'ga_tradein_draft',
  /** The trade-in photos waiting to be sent (IndexedDB database of mf-tradein). */
  tradeinPhotosDb: 'ga-tradein-photos',
  /** A favourite to add once signed in (mf-catalogue). */
  pendingBookmark: 'ga_pending_bookmark',
} as const;

export function clearVisitorData(): void {
  try {
    localStorage.removeItem(VISITOR_STORAGE.tradeinDraft);
    sessionStorage.removeItem(VISITOR_STORAGE.pendingBookmark);
  } catch {
    /* storage unavailable: nothing was kept */
  }
  setTradeinCredit(null);
  try {
    // Deleted once no page holds it open (the form's own connection closes with the page).
    indexedDB?.deleteDatabase(VISITOR_STORAGE.tradeinPhotosDb);
  } catch {
    /* no IndexedDB: nothing was kept */
  }
}
