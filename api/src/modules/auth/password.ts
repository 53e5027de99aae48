/**
 * Password hashing with scrypt (node:crypto), constant-time verification.
 * Stored as `scrypt$N$r$p$salt$hash` (base64url), so the cost can change without breaking old hashes.
 */
import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function scrypt(password: string, salt: Buffer, keylen: number, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scryptCb(password.normalize('NFKC'), salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key)));
  });
}

const maxmem = (n: number, r: number) => 256 * n * r + 1024 * 1024;

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(password: string, stored: string): Promise<boolean>;
  /** The stored hash was made with a lower cost than today's: hash the password again at sign-in. */
  needsRehash(stored: string): boolean;
}

/** `cost` is scrypt's N (a power of two; 2^17 by default, lower in tests). */
export function createPasswordHasher(cost: number): PasswordHasher {
  if (cost < 2 || (cost & (cost - 1)) !== 0) throw new Error('SCRYPT_COST doit être une puissance de 2.');
  return {
    async hash(password) {
      const salt = randomBytes(16);
      const key = await scrypt(password, salt, KEY_LENGTH, {
        N: cost,
        r: BLOCK_SIZE,
        p: PARALLELISM,
        maxmem: maxmem(cost, BLOCK_SIZE),
      });
      return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64url'), key.toString('base64url')].join('$');
    },
    async verify(password, stored) {
      const parts = stored.split('$');
      if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
      const [n, r, p] = parts.slice(1, 4).map(Number) as [number, number, number];
      const salt = Buffer.from(parts[4]!, 'base64url');
      const expected = Buffer.from(parts[5]!, 'base64url');
      const key = await scrypt(password, salt, expected.length, { N: n, r, p, maxmem: maxmem(n, r) });
      return key.length === expected.length && timingSafeEqual(key, expected);
    },
    needsRehash(stored) {
      const parts = stored.split('$');
      return parts[0] !== 'scrypt' || Number(parts[1]) < cost || Number(parts[2]) < BLOCK_SIZE;
    },
  };
}
