import { formatFrenchNumber, NUMBER_GROUP_SPACE, NUMBER_UNIT_SPACE } from '@ga/contracts';

// The spacing rule is written once, in @ga/contracts (french-numbers.ts): Intl's fr-FR output differs
// between Node's ICU and the browsers' (U+202F, U+00A0 or U+2009 between thousands), and a
// server-rendered page must equal the browser's first render. Every number these formatters give is
// normalised: thousands grouped with U+202F, a unit after U+00A0 (`12 990 €`).

/** No-break space (U+00A0): between a number and its unit, "12 990 €". */
export const NBSP = NUMBER_UNIT_SPACE;
/** Narrow no-break space (U+202F): between thousands, whatever the runtime's Intl uses. */
export const NNBSP = NUMBER_GROUP_SPACE;

/**
 * French number, identical in Node and in every browser: thousands grouped with a narrow no-break
 * space (U+202F), decimal comma. Whole numbers have no decimals; others get two ("149,90").
 */
export function formatNumber(value: number, fractionDigits?: number): string {
  return formatFrenchNumber(value, fractionDigits);
}

/** Replaces French no-break spaces by plain spaces, for comparisons and tests. */
export function normalizeSpaces(text: string): string {
  return text.replace(/[\u00A0\u202F]/g, ' ');
}
