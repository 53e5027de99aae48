/**
 * One-time recovery codes: 10 per enrolment, each 10 base32 characters (50 random bits), shown once
 * as `XXXXX-XXXXX`; stored as the SHA-256 of the normalised code (high-entropy random codes need no
 * slow hash, like the access tokens). Enrolling again replaces them all.
 */
import { randomBytes } from 'node:crypto';
import { hashToken } from '../auth/token-service';

export const RECOVERY_CODE_COUNT = 10;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

function oneCode(): string {
  const bytes = randomBytes(10);
  let out = '';
  for (const b of bytes) out += ALPHABET[b & 31];
  return `${out.slice(0, 5)}-${out.slice(5)}`;
}

export const newRecoveryCodes = (): string[] => Array.from({ length: RECOVERY_CODE_COUNT }, oneCode);

/** Hash of a code as typed (dashes, spaces and case do not matter). */
export const hashRecoveryCode = (code: string): string => hashToken(code.replace(/[\s-]+/g, '').toUpperCase());
