/**
 * French numbers, identical wherever they are formatted. Intl's fr-FR output depends on the ICU /
 * CLDR data of the runtime: Node and the browsers (and two versions of one browser) may separate
 * thousands with U+202F, U+00A0 or U+2009. A server-rendered page must equal the browser's first
 * render, so every number the site shows goes through normalizeNumberSpaces, the one rule, which
 * @ga/ui's formatters (formatNumber, formatPrice, formatMileage…) reuse.
 *
 * The choice: thousands are grouped with a narrow no-break space (U+202F, the French typographic
 * rule, and what current CLDR gives), a unit (€, km, %) follows after a no-break space (U+00A0):
 * `12 990 €`. Neither can break a line inside an amount.
 */

/** Narrow no-break space (U+202F): between the groups of thousands, `12 990`. */
export const NUMBER_GROUP_SPACE = '\u202F';
/** No-break space (U+00A0): between a number and its unit, `12 990 €`. */
export const NUMBER_UNIT_SPACE = '\u00A0';

const DIGIT = /\d/;
const ASCII_SPACES = /^[ \t\n\r]+$/;

/**
 * One spacing for a formatted number, whatever Intl gave: any run of spaces between two digits
 * (U+00A0, U+202F, U+2009, a plain space…) becomes U+202F; any other no-break or thin space (before
 * a unit or a percent sign) becomes U+00A0. Plain spaces between words are left alone.
 */
export function normalizeNumberSpaces(text: string): string {
  return text.replace(/\s+/g, (run: string, at: number) => {
    if (DIGIT.test(text.charAt(at - 1)) && DIGIT.test(text.charAt(at + run.length))) return NUMBER_GROUP_SPACE;
    return ASCII_SPACES.test(run) ? run : NUMBER_UNIT_SPACE;
  });
}

// Intl formatters cost a few milliseconds each to create: one per number of decimals, on first use.
const formats = new Map<string, Intl.NumberFormat>();
function numberFormat(minimumFractionDigits: number, maximumFractionDigits: number): Intl.NumberFormat {
  const key = `${minimumFractionDigits}-${maximumFractionDigits}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('fr-FR', { minimumFractionDigits, maximumFractionDigits });
    formats.set(key, format);
  }
  return format;
}

/**
 * French number, the same string in Node and in every browser: thousands grouped with U+202F,
 * decimal comma. Without `fractionDigits`, whole numbers have no decimals and others get two
 * (`149,90`); `''` for NaN or an infinity.
 */
export function formatFrenchNumber(value: number, fractionDigits?: number): string {
  if (!Number.isFinite(value)) return '';
  const format =
    fractionDigits !== undefined
      ? numberFormat(fractionDigits, fractionDigits)
      : Number.isInteger(value)
        ? numberFormat(0, 0)
        : numberFormat(2, 2);
  return normalizeNumberSpaces(format.format(value));
}
