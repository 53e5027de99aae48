import { lazy } from '../utils/lazy';

/** No-break space (U+00A0): between a number and its unit, "12 990 €". */
export const NBSP = '\u00A0';
/** Narrow no-break space (U+202F): what Intl fr-FR puts between thousands. */
export const NNBSP = '\u202F';

const integerFormat = lazy(() => new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 0 }));
const decimalFormat = lazy(() => new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }));

/**
 * French number: thousands grouped with a narrow no-break space, decimal comma.
 * Whole numbers have no decimals; others get two ("149,90").
 */
export function formatNumber(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return '';
  if (fractionDigits !== undefined) {
    return new Intl.NumberFormat('fr-FR', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    }).format(value);
  }
  return Number.isInteger(value) ? integerFormat().format(value) : decimalFormat().format(value);
}

/** Replaces French no-break spaces by plain spaces, for comparisons and tests. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}
