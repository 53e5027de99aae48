/**
 * Quote lines and totals, in cents. Prices are TTC: HT = TTC / 1.2 rounded to the cent (half
 * away from zero), TVA = TTC − HT, so HT + TVA = TTC for every line and for the totals (computed
 * on the total TTC, as the VAT of an invoice is per rate).
 */
import { QUOTE_VAT_RATE_PERCENT, type QuoteLine, type QuoteLineKind } from '@ga/contracts';

/** HT of an amount TTC in cents (integers only: TTC × 100 / (100 + rate)). */
export function htOf(ttcCents: number): number {
  const sign = ttcCents < 0 ? -1 : 1;
  const abs = Math.abs(ttcCents) * 100;
  const div = 100 + QUOTE_VAT_RATE_PERCENT;
  const q = Math.floor(abs / div);
  const r = abs - q * div;
  return sign * (2 * r >= div ? q + 1 : q) || 0;
}

export function line(kind: QuoteLineKind, label: string, ttcCents: number, note: string | null = null): QuoteLine {
  const ht = htOf(ttcCents);
  return { kind, label, note, ht_cents: ht, tva_cents: ttcCents - ht, ttc_cents: ttcCents };
}

export function totals(lines: QuoteLine[]): {
  total_ht_cents: number;
  total_tva_cents: number;
  total_ttc_cents: number;
} {
  const ttc = lines.reduce((sum, l) => sum + l.ttc_cents, 0);
  const ht = htOf(ttc);
  return { total_ht_cents: ht, total_tva_cents: ttc - ht, total_ttc_cents: ttc };
}
