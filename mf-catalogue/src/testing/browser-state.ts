import { VISITOR_STORAGE } from '@ga/core';
import { PERSONALISATION_CATEGORY, RECENTLY_VIEWED_STORAGE_KEY, type VehicleCard } from '@ga/contracts';

/** The consent cookie the shell writes (@ga/core consent-state: `ncc_e`, the enabled categories). */
const CONSENT_COOKIE = 'ncc_e';

/**
 * What this browser holds and the server never sees, for the hydration round trips: « Vus
 * récemment » with consent to « Personnalisation » (localStorage), the comparison basket of the tab
 * and a trade-in credit (sessionStorage).
 */
export function rememberInThisBrowser({
  viewed = [],
  compared = [],
  tradeinCredit,
}: {
  viewed?: number[];
  compared?: VehicleCard[];
  tradeinCredit?: number;
}) {
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent(PERSONALISATION_CATEGORY)}; path=/`;
  localStorage.setItem(RECENTLY_VIEWED_STORAGE_KEY, JSON.stringify(viewed));
  sessionStorage.setItem(
    VISITOR_STORAGE.compare,
    JSON.stringify(compared.map((v) => ({ id: v.id, title: `${v.title} ${v.version}`, image: v.image }))),
  );
  if (tradeinCredit)
    sessionStorage.setItem(
      'ga_tradein_credit',
      JSON.stringify({ repriseId: 41, amount: tradeinCredit, car: 'Renault Clio' }),
    );
}

/** Back to a browser without consent nor anything kept. */
export function forgetThisBrowser() {
  document.cookie = `${CONSENT_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  localStorage.clear();
  sessionStorage.clear();
}
