/**
 * The bot check of the public forms (docs/spec-notes.md §5, docs/architecture.md « Public writes »): an ALTCHA
 * proof-of-work challenge (altcha-lib, PBKDF2/SHA-256), nothing sent to a third party.
 *
 * - `challenge()`: a challenge signed with the API's key, valid `ttlSeconds`. The counter the
 *   browser must find is drawn at random and its derived key signed too (altcha-lib's
 *   « deterministic » mode), so checking costs one derivation.
 * - `verify(token)`: the base64 JSON payload the widget gives the form. Forged, altered, expired
 *   or already used → 422 on `captcha_token` (BOT_CHECK_MESSAGES.failed). Each challenge's nonce is
 *   stored (table bot_check_uses, unique) until it would have expired: a solved challenge passes
 *   once, even with several API instances on one database.
 * Keys: BOT_CHECK_SECRET, else generated at first start and kept in app_secrets (db/app-secrets.ts).
 */
import { BOT_CHECK_MESSAGES } from '@ga/contracts';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Config } from '../../config';
import { appSecret } from '../../db/app-secrets';
import type { Db } from '../../db/transaction';
import { ValidationError } from '../../http/errors';

export const BOT_CHECK_ALGORITHM = 'PBKDF2/SHA-256';
export const BOT_CHECK_FIELD = 'captcha_token';

export type BotCheckChallenge = Awaited<ReturnType<typeof createChallenge>>;

export interface BotCheck {
  challenge(): Promise<BotCheckChallenge>;
  /** Throws a 422 on `captcha_token` unless `token` is a fresh, genuine, unused solution. */
  verify(token: string): Promise<void>;
}

/** What a payload must look like before altcha-lib reads it (a forged one can be anything). */
const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(BOT_CHECK_ALGORITHM),
        nonce: z.string().regex(/^[0-9a-f]{8,128}$/),
        salt: z.string().max(256),
        cost: z.number().int().positive().max(1_000_000),
        keyLength: z.number().int().positive().max(64),
        keyPrefix: z.string().max(256),
        keySignature: z.string().max(256).optional(),
        expiresAt: z.number().optional(),
      })
      .passthrough(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().max(256) }).passthrough(),
});

function decode(token: string): z.infer<typeof payloadSchema> | null {
  try {
    const parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export async function createBotCheck(db: Db, config: Config['botCheck']): Promise<BotCheck> {
  const [signature, keySignature] = config.secret
    ? [config.secret, `${config.secret}:key`]
    : (await Promise.all([appSecret(db, 'bot-check-signature'), appSecret(db, 'bot-check-key-signature')])).map((b) =>
        b.toString('base64url'),
      );
  const secrets = { hmacSignatureSecret: signature!, hmacKeySignatureSecret: keySignature! };
  const failed = () => ValidationError.field(BOT_CHECK_FIELD, BOT_CHECK_MESSAGES.failed);

  return {
    challenge: () =>
      createChallenge({
        algorithm: BOT_CHECK_ALGORITHM,
        cost: config.cost,
        counter: randomInt(config.counterMin, config.counterMax),
        deriveKey,
        expiresAt: new Date(Date.now() + config.ttlSeconds * 1000),
        ...secrets,
      }),

    async verify(token) {
      const payload = decode(token);
      if (!payload?.challenge.parameters.expiresAt) throw failed();
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        ...secrets,
      }).catch(() => null);
      if (!result?.verified) throw failed();
      const expires = new Date(payload.challenge.parameters.expiresAt * 1000);
      await sql`DELETE FROM bot_check_uses WHERE expires_at < now()`.execute(db);
      const { rows } =
        await sql`INSERT INTO bot_check_uses (nonce, expires_at) VALUES (${payload.challenge.parameters.nonce}, ${expires})
        ON CONFLICT (nonce) DO NOTHING RETURNING nonce`.execute(db);
      if (!rows.length) throw failed();
    },
  };
}
