/**
 * The staff TOTP secrets at rest (docs/staff.md « Two-factor »): encrypted with AES-256-GCM under a
 * key derived from STAFF_TOTP_KEY, which lives in the environment, not in the database. A copy of
 * the database (a backup, a leak) then gives passwords hashed with scrypt and secrets nobody can
 * read: no second factor. Stored as `v1:<iv>.<tag>.<ciphertext>` (base64url); a value without the
 * prefix is a secret written before encryption existed (read as is, encrypted at the next start by
 * `encryptPlainSecrets`). Node's own crypto: nothing hand-made but the framing.
 */
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/transaction';
import { allTotpSecrets, plainTotpSecrets, replaceTotpSecret } from './account-queries';

const PREFIX = 'v1:';
/** Without STAFF_TOTP_KEY (a demo machine): a fixed, published key, refused in production (config.ts). */
const DEMO_KEY = 'glinche-automobiles demo staff TOTP key — never in production';

export interface SecretBox {
  seal(secret: string): string;
  open(stored: string): string;
}

/** The box of STAFF_TOTP_KEY, or of the key given (a rotation's previous key). */
export function createSecretBox(
  config: Pick<Config, 'staff'>,
  keyText: string | null = config.staff.totpKey,
): SecretBox {
  const key = createHash('sha256')
    .update(`staff-totp:${keyText ?? DEMO_KEY}`)
    .digest();
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    open(stored) {
      if (!stored.startsWith(PREFIX)) return stored;
      const [iv = '', tag = '', data = ''] = stored.slice(PREFIX.length).split('.');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
}

export const isSealed = (stored: string) => stored.startsWith(PREFIX);

/** At start-up: the secrets still in clear (older rows, the demo seed) are encrypted; returns how many. */
export async function encryptPlainSecrets(deps: { db: Db; config: Pick<Config, 'staff'> }): Promise<number> {
  const box = createSecretBox(deps.config);
  const rows = await plainTotpSecrets(deps.db);
  for (const row of rows) await replaceTotpSecret(deps.db, row.id, row.totp_secret!, box.seal(row.totp_secret!));
  return rows.length;
}

/**
 * A key rotation (`pnpm --filter @ga/api staff:reseal-totp`): every secret opened with the previous
 * key and sealed with the new one. A secret the new key already opens is left as it is (a second
 * run changes nothing); one neither key opens is counted, never overwritten.
 */
export async function resealSecrets(
  db: Db,
  previous: SecretBox,
  next: SecretBox,
): Promise<{ resealed: number; already: number; unreadable: number }> {
  const counts = { resealed: 0, already: 0, unreadable: 0 };
  for (const row of await allTotpSecrets(db)) {
    const stored = row.totp_secret!;
    const opened = tryOpen(next, stored);
    if (opened !== null && isSealed(stored)) {
      counts.already += 1;
      continue;
    }
    const plain = tryOpen(previous, stored);
    if (plain === null) {
      counts.unreadable += 1;
      continue;
    }
    await replaceTotpSecret(db, row.id, stored, next.seal(plain));
    counts.resealed += 1;
  }
  return counts;
}

function tryOpen(box: SecretBox, stored: string): string | null {
  try {
    return box.open(stored);
  } catch {
    return null;
  }
}
