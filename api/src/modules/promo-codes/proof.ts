/**
 * The proof POST /api/promotional-codes gives a signed-in user: the code was checked for THIS user,
 * THIS vehicle and THIS code, less than PROMO_PROOF_TTL_MINUTES ago. The estimate requires it beside
 * `coupon_id` / `partner_code_id`, so a bare id (guessable: 1, 2, 3…) prices nothing: a code must
 * have been typed and checked (under the per-IP guessing limit) first.
 *
 * Format: `p1.<user>.<vehicle>.<code id>.<expiry, Unix seconds>.<HMAC-SHA256, base64url>` signed with
 * the API's signing key (db/app-secrets.ts).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { PROMO_PROOF_TTL_MINUTES } from '@ga/contracts';

export interface ProofSubject {
  userId: number;
  vehicleId: number;
  promoId: number;
}

const mac = (key: Buffer, body: string) => createHmac('sha256', key).update(`promo-proof:${body}`).digest();

export function signPromoProof(key: Buffer, s: ProofSubject, now: number = Date.now()): string {
  const expires = Math.floor(now / 1000) + PROMO_PROOF_TTL_MINUTES * 60;
  const body = ['p1', s.userId, s.vehicleId, s.promoId, expires].join('.');
  return `${body}.${mac(key, body).toString('base64url')}`;
}

/** 'ok', or why the proof does not hold for this subject now. */
export function checkPromoProof(
  key: Buffer,
  proof: string,
  s: ProofSubject,
  now: number = Date.now(),
): 'ok' | 'invalid' {
  const parts = proof.split('.');
  if (parts.length !== 6 || parts[0] !== 'p1') return 'invalid';
  const body = parts.slice(0, 5).join('.');
  const given = Buffer.from(parts[5]!, 'base64url');
  const expected = mac(key, body);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const [, user, vehicle, promo, expires] = parts.map(Number);
  if (user !== s.userId || vehicle !== s.vehicleId || promo !== s.promoId) return 'invalid';
  return Number(expires) * 1000 > now ? 'ok' : 'invalid';
}
