/**
 * The inbox search's query, normalised like the rows' `search_text` (migrations/0024_staff_inbox.ts):
 * a phone number typed with spaces, dots or +33 becomes its digits as 0…; a plate typed AB-123-CD
 * or ab 123 cd becomes ab123cd, a reference R-2026-000123 R2026000123; anything else stays as typed (the SQL lower-cases and unaccents
 * it). LIKE's wildcards typed by the staff are escaped.
 */
const PHONE = /^\+?[\d][\d\s.()-]{3,}$/;
const PLATE = /^[a-z]{2}[\s-]?\d{3}[\s-]?[a-z]{2}$/i;
/** A request's reference as printed (R-2026-000123): kept without separators in `search_text`. */
const REFERENCE = /^[a-z]{1,4}(-[a-z0-9]+)+$/i;

export function inboxSearchTerm(q: string): string | null {
  const typed = q.trim().replace(/\s+/g, ' ');
  if (typed === '') return null;
  let term = typed;
  if (PHONE.test(typed)) {
    const digits = typed.replace(/\D/g, '');
    term = digits.startsWith('33') && digits.length === 11 ? `0${digits.slice(2)}` : digits;
  } else if (PLATE.test(typed) || (REFERENCE.test(typed) && /\d/.test(typed))) {
    term = typed.replace(/[\s-]/g, '');
  }
  return term.replace(/[\\%_]/g, (c) => `\\${c}`);
}
