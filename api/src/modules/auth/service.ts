/**
 * Sign-in (password grant), registration, token revocation.
 */
import { timingSafeEqual, createHash } from 'node:crypto';
import {
  API_MESSAGES,
  type RegisterData,
  type RegisterResponse,
  type TokenRequest,
  type TokenResponse,
} from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import { HttpError, ValidationError } from '../../http/errors';
import { verifyEmail } from '../email-links/emails';
import { createLink } from '../email-links/service';
import { findCredentialsByEmail, insertUser, upgradePasswordHash } from '../user/queries';
import { isUniqueViolation } from '../../db/unique-violation';
import { companyFields, loadUser } from '../user/service';
import { syncAccountSubscription } from '../content/newsletter/service';

const same = (a: string, b: string) =>
  timingSafeEqual(createHash('sha256').update(a).digest(), createHash('sha256').update(b).digest());

/** A hash to verify against when the account does not exist, so timing does not reveal it. */
let decoyHash: Promise<string> | null = null;

export async function signIn(
  deps: AppDeps,
  body: TokenRequest & { client_id: string },
  ip: string,
): Promise<TokenResponse> {
  if (!same(body.client_id, deps.config.oauthClientId) || !same(body.client_secret, deps.config.oauthClientSecret)) {
    throw new HttpError(401, API_MESSAGES.invalidClient);
  }
  const username = body.username.trim().toLowerCase();
  // The attempt is counted before the slow check (a wrong password keeps it; a right one gets it back).
  const attempt = await deps.rateLimits.beginSignIn(ip, username);

  const account = await findCredentialsByEmail(deps.db, username);
  decoyHash ??= deps.passwords.hash('mot de passe leurre pour un compte inexistant');
  const ok = await deps.passwords.verify(body.password, account?.password_hash ?? (await decoyHash));
  if (!account || !ok) {
    await attempt.failed();
    throw new HttpError(401, API_MESSAGES.badCredentials);
  }
  await attempt.succeeded();
  // A hash made with an older, cheaper cost is replaced now that the password is known.
  if (deps.passwords.needsRehash(account.password_hash)) {
    const upgraded = await deps.passwords.hash(body.password);
    await upgradePasswordHash(deps.db, account.id, account.password_hash, upgraded);
  }
  return deps.tokens.issue(deps.db, account.id, body.client_id);
}

/**
 * Creates the account and signs the user in, in one transaction; then sends the link that
 * confirms the address (needed before a first booking).
 */
export async function register(deps: AppDeps, data: RegisterData): Promise<RegisterResponse> {
  const passwordHash = await deps.passwords.hash(data.password);
  try {
    const { reply, verifyToken } = await deps.db.transaction().execute(async (trx) => {
      const userId = await insertUser(trx, {
        fullname: data.fullname,
        email: data.email,
        password_hash: passwordHash,
        phone: data.phone,
        address: data.address,
        postal_code: data.postal_code,
        city: data.city,
        is_comp: data.is_comp,
        subscribe_newsletter: data.subscribe_newsletter,
        ...companyFields(data),
      });
      if (data.subscribe_newsletter) await syncAccountSubscription(trx, data.email, true);
      const token = await deps.tokens.issue(trx, userId, deps.config.oauthClientId);
      // The confirmation link is part of the account: written in the same transaction.
      const verifyToken = await createLink(trx, userId, 'verify', data.email, data.return_path);
      return { reply: { ...token, data: await loadUser(trx, userId) }, verifyToken };
    });
    deps.mailer.sendLater(verifyEmail(deps.config, reply.data, verifyToken));
    return reply;
  } catch (error) {
    // Two registrations racing for the same e-mail: the unique index decides.
    if (isUniqueViolation(error)) throw ValidationError.field('email', API_MESSAGES.emailTaken);
    throw error;
  }
}
