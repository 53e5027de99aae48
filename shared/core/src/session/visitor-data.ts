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
  /** The vehicles picked for the comparison, up to 3 ids (mf-catalogue), the time of the tab. */
  compare: 'ga_compare',
  /** The listing whose alert to create once signed in (mf-catalogue), the time of the tab. */
  pendingAlert: 'ga_pending_alert',
  /** The delivery type and département chosen on a vehicle page (mf-catalogue), the time of the tab. */
  delivery: 'ga_delivery',
  /** The promo code and financing simulation chosen on vehicle pages (mf-catalogue), the time of the tab. */
  purchaseChoices: 'ga_purchase_choices',
} as const;

export function clearVisitorData(): void {
  try {
    localStorage.removeItem(VISITOR_STORAGE.tradeinDraft);
    sessionStorage.removeItem(VISITOR_STORAGE.pendingBookmark);
    sessionStorage.removeItem(VISITOR_STORAGE.compare);
    sessionStorage.removeItem(VISITOR_STORAGE.pendingAlert);
    sessionStorage.removeItem(VISITOR_STORAGE.delivery);
    sessionStorage.removeItem(VISITOR_STORAGE.purchaseChoices);
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
