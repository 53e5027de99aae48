/**
 * One-time enrolment links: `${SITE_URL}/espace-conseiller/enrolement?jeton=…`, made for an invited
 * account (POST /api/staff/accounts) or the first admin (`staff:create-admin`), good
 * STAFF_ENROLMENT_LINK_HOURS (72 h), stored hashed, used once. Opening one sets the account's
 * password and starts a fresh TOTP enrolment (any earlier secret, recovery code and session is void).
 */
import { randomBytes } from 'node:crypto';
import { STAFF_ENROLMENT_PATH, STAFF_MESSAGES } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/transaction';
import { ValidationError } from '../../http/errors';
import { hashToken } from '../auth/token-service';
import {
  dropChallenges,
  findAccount,
  insertEnrolmentLink,
  replaceRecoveryCodes,
  updateAccount,
  useEnrolmentLink,
} from './account-queries';
import { audit, type RequestMeta } from './audit';
import { CHALLENGE_SECONDS, issueChallenge } from './challenges';
import { revokeAllSessions } from './session-queries';
import type { ChallengeReply } from './sign-in-service';

export interface EnrolmentLink {
  url: string;
  expires_at: string;
}

export async function createEnrolmentLink(
  db: Db | Tx,
  config: Pick<Config, 'siteUrl' | 'staff'>,
  staffId: number,
  createdBy: number | null,
): Promise<EnrolmentLink> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + config.staff.enrolmentLinkHours * 3600_000);
  await insertEnrolmentLink(db, { staffId, tokenHash: hashToken(token), expiresAt, createdBy });
  return { url: `${config.siteUrl}${STAFF_ENROLMENT_PATH}?jeton=${token}`, expires_at: expiresAt.toISOString() };
}

/** The link used (the password already checked against the rules): an enrolment challenge. */
export async function useLink(
  deps: AppDeps,
  body: { token: string; password: string },
  meta: RequestMeta,
): Promise<ChallengeReply> {
  const passwordHash = await deps.passwords.hash(body.password);
  const challenge = await deps.db.transaction().execute(async (trx) => {
    const staffId = await useEnrolmentLink(trx, hashToken(body.token));
    const account = staffId === undefined ? undefined : await findAccount(trx, staffId);
    if (!account || account.disabled_at) return null;
    await updateAccount(trx, account.id, {
      password_hash: passwordHash,
      totp_secret: null,
      totp_enrolled_at: null,
      totp_last_step: null,
      totp_failed_count: 0,
    });
    await replaceRecoveryCodes(trx, account.id, []);
    await revokeAllSessions(trx, account.id, 'enrolment_link');
    await dropChallenges(trx, account.id);
    await audit(trx, meta, {
      actor: { id: account.id, email: account.email },
      action: 'staff.enrolment.link_used',
      record: { type: 'staff_account', id: account.id },
      after: { password_set: true },
    });
    return issueChallenge(trx, account.id, 'enrol');
  });
  if (challenge === null) throw ValidationError.field('token', STAFF_MESSAGES.invalidEnrolmentLink);
  return { step: 'enrolment', challenge, expires_in: CHALLENGE_SECONDS };
}
