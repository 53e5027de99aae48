/**
 * French registration plates, typed by a visitor with or without dashes, spaces or dots:
 * - SIV (since 2009): AA-123-AA — letters without I, O and U, « SS » never at either end, « WW »
 *   never first (temporary plates);
 * - FNI (before 2009): 1 to 4 digits, 1 to 3 letters, the département (« 1234 AB 72 », 2A / 2B for
 *   Corsica, 971–976 overseas).
 * `key` is how the plate is stored (letters and digits, upper case), `display` how it is shown.
 */
export interface Plate {
  key: string;
  display: string;
  format: 'siv' | 'fni';
}

const LETTER = '[A-HJ-NP-TV-Z]';
const SIV = new RegExp(`^(${LETTER}{2})(\\d{3})(${LETTER}{2})$`);
const FNI = /^(\d{1,4})([A-Z]{1,3})(0[1-9]|[1-8]\d|9[0-5]|2A|2B|97[1-6])$/;

/**
 * The plates `parsePlate` takes, as the OpenAPI document describes them (a JSON Schema `pattern`,
 * without look-aheads): upper case, a dash or a space between the groups. Never looser than
 * `parsePlate` — a SIV plate neither starting with S or W nor ending with S, its digits not 000;
 * an FNI plate without a leading zero — so a plate that matches is parsed.
 */
export const PLATE_PATTERN =
  '^(?:[A-HJ-NP-RTVX-Z][A-HJ-NP-TV-Z][ -]?(?:00[1-9]|0[1-9]\\d|[1-9]\\d\\d)[ -]?[A-HJ-NP-TV-Z][A-HJ-NP-RTVX-Z]' +
  '|[1-9]\\d{0,3}[ -]?[A-Z]{1,3}[ -]?(?:0[1-9]|[1-8]\\d|9[0-5]|2A|2B|97[1-6]))$';

export function parsePlate(input: string): Plate | null {
  const key = input.toUpperCase().replace(/[\s.\-–_]/g, '');
  if (key.length > 12) return null;
  const siv = SIV.exec(key);
  if (siv) {
    const [, left, digits, right] = siv;
    if (left === 'SS' || right === 'SS' || left === 'WW' || digits === '000') return null;
    return { key, display: `${left}-${digits}-${right}`, format: 'siv' };
  }
  const fni = FNI.exec(key);
  if (fni && Number(fni[1]) > 0) return { key, display: `${fni[1]} ${fni[2]} ${fni[3]}`, format: 'fni' };
  return null;
}
