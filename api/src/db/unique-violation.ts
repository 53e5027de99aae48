/**
 * Recognises the database's unique-constraint error, which several modules turn into a French
 * field error (an e-mail or a time slot already taken).
 */

/** PostgreSQL unique_violation (same code on PGlite). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}
