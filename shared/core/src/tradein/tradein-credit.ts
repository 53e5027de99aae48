import { useSyncExternalStore } from 'react';

/**
 * « Après reprise estimée » : a visitor who chooses so on their trade-in valuation sees, beside
 * each catalogue price, the price less the low end of that valuation. Remembered for the browser
 * session (sessionStorage), shared by every area through this module, never sent anywhere.
 */
export interface TradeinCredit {
  /**
   * The trade-in request's id, under its stored name: this object is kept in sessionStorage and
   * passed between remotes released separately, so renaming the field would break it.
   */
  repriseId: number;
  /** Euros: the low end of the valuation range. */
  amount: number;
  /** « Peugeot 208 », for the reminder. */
  car: string;
}

const KEY = 'ga_tradein_credit';
const EVENT = 'ga:tradein-credit';
let cachedRaw: string | null | undefined;
let cached: TradeinCredit | null = null;

function read(): TradeinCredit | null {
  let raw: string | null;
  try {
    raw = sessionStorage.getItem(KEY);
  } catch {
    raw = null;
  }
  if (raw === cachedRaw) return cached;
  cachedRaw = raw;
  try {
    const parsed = raw ? (JSON.parse(raw) as TradeinCredit) : null;
    cached = parsed && Number.isFinite(parsed.amount) && parsed.amount > 0 ? parsed : null;
  } catch {
    cached = null;
  }
  return cached;
}

export function setTradeinCredit(credit: TradeinCredit | null): void {
  try {
    if (credit) sessionStorage.setItem(KEY, JSON.stringify(credit));
    else sessionStorage.removeItem(KEY);
  } catch {
    /* storage unavailable: prices stay as they are */
  }
  window.dispatchEvent(new Event(EVENT));
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener(EVENT, onChange);
  return () => window.removeEventListener(EVENT, onChange);
}

/** The trade-in credit chosen in this session, or null. */
export function useTradeinCredit(): TradeinCredit | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
