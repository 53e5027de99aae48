/**
 * French format helpers, pure functions usable in the browser and in Node.
 */

/**
 * SIRET: 14 digits with a Luhn checksum. La Poste's establishments (SIREN 356 000 000) do not
 * satisfy Luhn: their rule is "sum of the 14 digits divisible by 5".
 * Spaces are ignored.
 */
export function isValidSiret(value: string): boolean {
  const siret = value.replace(/\s+/g, '');
  if (!/^\d{14}$/.test(siret)) return false;
  if (siret.startsWith('356000000')) {
    const sum = [...siret].reduce((acc, d) => acc + Number(d), 0);
    return sum % 5 === 0;
  }
  return luhn(siret);
}

/** SIREN: 9 digits with a Luhn checksum. */
export function isValidSiren(value: string): boolean {
  const siren = value.replace(/\s+/g, '');
  return /^\d{9}$/.test(siren) && luhn(siren);
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** Removes spaces from a SIRET ("123 456 789 00012" → "12345678900012"). */
export function normalizeSiret(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * French phone numbers: `0X XX XX XX XX` (X ≠ 0), `+33 X XX XX XX XX`, `0033…`, with spaces,
 * dots or dashes. Returns the national form `0X XX XX XX XX`, or null when it is not a French
 * number.
 */
export function normalizeFrenchPhone(value: string): string | null {
  const compact = value.replace(/[\s.\-()]/g, '');
  let national: string;
  if (/^\+33\d{9}$/.test(compact)) national = `0${compact.slice(3)}`;
  else if (/^0033\d{9}$/.test(compact)) national = `0${compact.slice(4)}`;
  else if (/^\+330\d{9}$/.test(compact)) national = compact.slice(3);
  else if (/^0\d{9}$/.test(compact)) national = compact;
  else return null;
  if (national[1] === '0') return null;
  return national.replace(/(\d{2})(?=\d)/g, '$1 ');
}

export function isValidFrenchPhone(value: string): boolean {
  return normalizeFrenchPhone(value) !== null;
}

/**
 * French postal codes: 5 digits from 01000 to 98999 (metropolitan France 01–95 incl. Corsica
 * 20000–20999 for 2A/2B, overseas 971–976, Monaco 98000). "00xxx" and "96xxx"/"99xxx" are refused.
 */
export function isValidFrenchPostalCode(value: string): boolean {
  const code = value.trim();
  if (!/^\d{5}$/.test(code)) return false;
  const dept = Number(code.slice(0, 2));
  if (dept < 1 || dept === 96 || dept === 99) return false;
  if (dept === 97) return ['971', '972', '973', '974', '975', '976', '977', '978'].includes(code.slice(0, 3));
  if (dept === 98) return ['980', '984', '986', '987', '988'].includes(code.slice(0, 3));
  return true;
}

/**
 * Department code of a postal code: "72220" → "72"; "20000"–"20199" → "2A", "20200"–"20999" → "2B";
 * "97100" → "971". Null when the postal code is not valid.
 */
export function departmentCodeFromPostalCode(value: string): string | null {
  const code = value.trim();
  if (!isValidFrenchPostalCode(code)) return null;
  if (code.startsWith('20')) return Number(code) < 20200 ? '2A' : '2B';
  if (code.startsWith('97') || code.startsWith('98')) return code.slice(0, 3);
  return code.slice(0, 2);
}

/** docs/spec-notes.md §9: the department code is the first word of its name, falling back to "01". */
export function departmentCodeFromName(name: string | null | undefined): string {
  const first = name?.trim().split(/\s+/)[0];
  return first ? first : '01';
}
