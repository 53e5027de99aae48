import { formatNumber, NBSP } from './number';

/** `12 990 €`: a euro amount without tax suffix. */
export function formatEuros(value: number): string {
  return `${formatNumber(value)}${NBSP}€`;
}

/** `12 990 € TTC`: a price including VAT. */
export function formatPrice(value: number): string {
  return `${formatEuros(value)}${NBSP}TTC`;
}

/** `10 825 € HT`: a price before VAT (shown first to company accounts). */
export function formatPriceHT(value: number): string {
  return `${formatEuros(value)}${NBSP}HT`;
}

/** `249 €/mois`: a monthly payment. */
export function formatMonthly(value: number): string {
  return `${formatEuros(value)}/mois`;
}

/**
 * Delivery price label (docs/spec-notes.md §9): `null` (on quote) → `SUR DEVIS`, `0` → `GRATUIT`,
 * otherwise the price followed by `€ TTC` — or, for a company account with the HT amount, `€ HT`.
 */
export function deliveryPriceLabel(price: number | null | undefined, etax?: number | null, isCompany = false): string {
  if (price === null || price === undefined) return 'SUR DEVIS';
  if (price === 0) return 'GRATUIT';
  // Company accounts read every price HT first, when the HT amount is known.
  return isCompany && typeof etax === 'number' ? formatPriceHT(etax) : formatPrice(price);
}

/** Amounts the API keeps in cents (quotes): 1234567 → `12 345,67 €`. */
export function formatCents(cents: number): string {
  return `${formatNumber(cents / 100, 2)}${NBSP}€`;
}
