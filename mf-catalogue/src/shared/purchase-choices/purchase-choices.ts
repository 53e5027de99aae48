import type { FundingChoice } from '@ga/contracts';
import { VISITOR_STORAGE } from '@ga/core';

/**
 * What a buyer chose on a vehicle page besides the delivery: the promo code typed (checked again,
 * signed in, whenever it is sent) and the financing simulation (the offer and its options). Kept per
 * vehicle for the tab's life (sessionStorage, declared in the cookie policy, wiped at sign-out), so
 * the booking and the quote send it through a reload or a sign-up.
 */
export interface PurchaseChoice {
  promo_code: string | null;
  funding: FundingChoice | null;
}

export const NO_CHOICE: PurchaseChoice = { promo_code: null, funding: null };

/** Vehicles remembered at most (the most recent ones). */
const MAX_VEHICLES = 10;

type Stored = Record<string, PurchaseChoice>;

const listeners = new Set<() => void>();
let cache: { raw: string | null; value: Stored } = { raw: null, value: {} };

const isWhole = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** A stored entry as this version reads it (anything else is dropped, never trusted). */
function clean(entry: unknown): PurchaseChoice | null {
  if (!entry || typeof entry !== 'object') return null;
  const e = entry as { promo_code?: unknown; funding?: unknown };
  const code = typeof e.promo_code === 'string' && e.promo_code.trim() ? e.promo_code.trim().slice(0, 40) : null;
  const f = e.funding as { rent_id?: unknown; options?: Record<string, unknown> } | null | undefined;
  let funding: FundingChoice | null = null;
  if (f && isWhole(f.rent_id) && f.rent_id > 0) {
    const options: FundingChoice['options'] = {};
    for (const key of ['duration_months', 'mileage_per_year', 'contribution'] as const)
      if (isWhole(f.options?.[key])) options[key] = f.options[key] as number;
    funding = { rent_id: f.rent_id, options };
  }
  return code || funding ? { promo_code: code, funding } : null;
}

function readAll(): Stored {
  let raw: string | null = null;
  try {
    raw = sessionStorage.getItem(VISITOR_STORAGE.purchaseChoices);
  } catch {
    /* storage unavailable: nothing kept */
  }
  if (raw === cache.raw) return cache.value;
  const value: Stored = {};
  try {
    const parsed = raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
    for (const [id, entry] of Object.entries(parsed ?? {})) {
      const choice = /^\d+$/.test(id) ? clean(entry) : null;
      if (choice) value[id] = choice;
    }
  } catch {
    /* unreadable: start again */
  }
  cache = { raw, value };
  return value;
}

/** The choice kept for the vehicle (the same object until it changes). */
export function readPurchaseChoice(vehicleId: number): PurchaseChoice {
  return readAll()[String(vehicleId)] ?? NO_CHOICE;
}

/** Changes part of the vehicle's choice; listeners (the hooks) are told. */
export function writePurchaseChoice(vehicleId: number, patch: Partial<PurchaseChoice>): void {
  const all = { ...readAll() };
  const key = String(vehicleId);
  const next = clean({ ...(all[key] ?? NO_CHOICE), ...patch });
  delete all[key];
  if (next) all[key] = next; // last written last: the oldest go first past MAX_VEHICLES
  const kept = Object.fromEntries(Object.entries(all).slice(-MAX_VEHICLES));
  try {
    sessionStorage.setItem(VISITOR_STORAGE.purchaseChoices, JSON.stringify(kept));
  } catch {
    /* storage unavailable: the choice lasts as long as the page */
    cache = { raw: cache.raw, value: kept };
  }
  listeners.forEach((listener) => listener());
}

export function subscribePurchaseChoices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
