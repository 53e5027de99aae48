/**
 * The reference price of a price drop (Code de la consommation, article L112-1-1, since 28 May
 * 2022): an announced reduction is measured against the lowest price the seller charged during the
 * 30 days before the reduction. A drop is shown (« Baisse de prix ») for PRICE_DROP_SHOWN_DAYS after
 * it, and only when the new price is below that reference.
 */
import { QUOTE_VAT_RATE_PERCENT } from '@ga/contracts';

export const REFERENCE_WINDOW_DAYS = 30;
export const PRICE_DROP_SHOWN_DAYS = 14;
const DAY = 86_400_000;

export interface PricePoint {
  price: number;
  starts_at: Date;
}

/**
 * The lowest price in effect at some moment of [at − 30 days, at): the price in effect when the
 * window opened and every price set inside it. Null when the vehicle had no price before `at`.
 */
export function referencePrice(history: readonly PricePoint[], at: Date): number | null {
  const from = at.getTime() - REFERENCE_WINDOW_DAYS * DAY;
  const before = [...history]
    .filter((p) => p.starts_at.getTime() < at.getTime())
    .sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  let lowest: number | null = null;
  let inEffectAtStart: PricePoint | null = null;
  for (const p of before) {
    if (p.starts_at.getTime() <= from) inEffectAtStart = p;
    else lowest = lowest === null ? p.price : Math.min(lowest, p.price);
  }
  if (inEffectAtStart) lowest = lowest === null ? inEffectAtStart.price : Math.min(lowest, inEffectAtStart.price);
  return lowest;
}

/** The drop a card shows at `now`, or null: dropped within 14 days, below its reference. */
export function shownPriceDrop(
  price: number,
  reference: number | null,
  droppedAt: Date | null,
  now: Date,
): { reference_price: number; dropped_at: Date } | null {
  if (reference === null || droppedAt === null || reference <= price) return null;
  const age = now.getTime() - droppedAt.getTime();
  if (age < 0 || age > PRICE_DROP_SHOWN_DAYS * DAY) return null;
  return { reference_price: reference, dropped_at: droppedAt };
}

/** Whole euros HT from TTC at the standard VAT rate (as the seed and the quotes do). */
export const priceExcludingTax = (price: number) => Math.round((price * 100) / (100 + QUOTE_VAT_RATE_PERCENT));
