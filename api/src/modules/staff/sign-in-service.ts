/**
 * The staff sign-in, in two steps:
 * 1. password (e-mail + password) → a 5-minute challenge, `totp` for an enrolled account, `enrol`
 *    for one that has not set up its authenticator yet (first sign-in, or after a 2FA reset);
 * 2. a TOTP code (or a one-time recovery code) with the challenge → a NEW session; or, for `enrol`,
 *    the QR code, then a first valid code → enrolment done, the recovery codes (shown once) and a
 *    session.
 * Failures are audited (`staff.sign_in.failed`, with the step) and answer the same whatever the
 * reason (unknown address, disabled account, wrong password), with a decoy hash so timing tells
 * nothing. Each step is rate-limited per IP and per account (rate-limits.ts); the password step's
 * account-wide slowdown is skipped by a browser with the account's device cookie (device-cookie.ts).
 *
 * Wrong TOTP codes are also counted in the database (`totp_failed_count`), across rate-limit windows,
 * until a success (a code or a recovery code) or an admin 2FA reset: at STAFF_TOTP_MAX_FAILURES (at
 * most 100, NIST SP 800-63B) the code step answers 403 and only a recovery code (or an admin reset)
 * lets the person in. The staff member is e-mailed on the first wrong code after a success and when
 * the cap is reached (second-factor-alerts.ts), each e-mail audited.
 */
import { STAFF_MESSAGES, type StaffMe } from '@ga/contracts';
import type { AppDeps } from '../../app-deps';
import type { Db, Tx } from '../../db/transaction';
import { HttpError } from '../../http/errors';
import {
  advanceTotpStep,
  countTotpFailure,
  countUnusedRecoveryCodes,
  findAccount,
  findAccountByEmail,
  lockAccount,
  replaceRecoveryCodes,
  updateAccount,
  useChallenge,
  useRecoveryCode,
} from './account-queries';
import { createSecretBox } from './totp-secret-box';
import { audit, type RequestMeta } from './audit';
import { CHALLENGE_SECONDS, issueChallenge, liveChallenge } from './challenges';
import { knownDevice } from './device-cookie';
import { hashRecoveryCode, newRecoveryCodes } from './recovery-codes';
import type { StaffLimits } from './rate-limits';
import { alertFor, secondFactorAlertEmail } from './second-factor-alerts';
import { openSession, type OpenedSession } from './sessions';
import { acceptTotp, newTotpSecret, qrSvg, totpUri } from './totp';

export interface StaffSignIn {
  deps: AppDeps;
  limits: StaffLimits;
}

export interface ChallengeReply {
  step: 'totp' | 'enrolment';
  challenge: string;
  expires_in: number;
}

export interface SessionReply {
  me: StaffMe;
  session: OpenedSession;
  /** What the device cookie of this sign-in is bound to (device-cookie.ts); never sent. */
  device: Pick<Account, 'id' | 'password_hash' | 'totp_secret'>;
  recoveryCodes?: string[];
  recoveryCodesLeft?: number;
}

let decoyHash: Promise<string> | null = null;

type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;
const meOf = (a: Pick<Account, 'id' | 'email' | 'full_name' | 'role'>): StaffMe => ({
  id: a.id,
  email: a.email,
  full_name: a.full_name,
  role: a.role,
});
const actorOf = (a: Pick<Account, 'id' | 'email'>) => ({ id: a.id, email: a.email });
const lastStep = (a: Pick<Account, 'totp_last_step'>) => (a.totp_last_step === null ? null : Number(a.totp_last_step));

/** `db`: the transaction when inside one (PGlite has one connection: never the pool from within a transaction). */
const failedSignIn = (
  db: Db | Tx,
  meta: RequestMeta,
  step: string,
  account: Pick<Account, 'id' | 'email'> | null,
  typedEmail?: string,
  more: Record<string, unknown> = {},
) =>
  audit(db, meta, {
    actor: account ? actorOf(account) : null,
    actorEmail: typedEmail,
    action: 'staff.sign_in.failed',
    record: account ? { type: 'staff_account', id: account.id } : null,
    after: { step, ...more },
  });

/**
 * `deviceCookie`: the request's `ga_staff_device` cookie (device-cookie.ts); when it names the
 * account, the account-wide slowdown of this step does not apply.
 */
export async function passwordStep(
  s: StaffSignIn,
  body: { email: string; password: string },
  meta: RequestMeta,
  deviceCookie?: string,
): Promise<ChallengeReply> {
  const { deps } = s;
  const account = await findAccountByEmail(deps.db, body.email);
  const device = account === undefined ? null : knownDevice(deps.signingKey, deviceCookie, account);
  const attempt = await s.limits.begin('password', meta.ip, body.email, { device });
  decoyHash ??= deps.passwords.hash('mot de passe leurre pour un compte conseiller inexistant');
  const ok = await deps.passwords.verify(body.password, account?.password_hash ?? (await decoyHash));
  if (!account || !account.password_hash || account.disabled_at || !ok) {
    await attempt.failed();
    await failedSignIn(deps.db, meta, 'password', account ?? null, account ? undefined : body.email);
    throw new HttpError(401, STAFF_MESSAGES.badCredentials);
  }
  await attempt.succeeded();
  if (deps.passwords.needsRehash(account.password_hash))
    await updateAccount(deps.db, account.id, { password_hash: await deps.passwords.hash(body.password) });
  const enrolled = account.totp_enrolled_at !== null;
  const challenge = await issueChallenge(deps.db, account.id, enrolled ? 'totp' : 'enrol');
  return { step: enrolled ? 'totp' : 'enrolment', challenge, expires_in: CHALLENGE_SECONDS };
}

/** The account of a live challenge, else 401 (the IP's limit counts the miss). */
async function challengeAccount(s: StaffSignIn, token: string, purpose: 'totp' | 'enrol', meta: RequestMeta) {
  const challenge = await liveChallenge(s.deps.db, token, purpose);
  if (!challenge) {
    await s.limits.begin(purpose === 'totp' ? 'totp' : 'password', meta.ip, null);
    throw new HttpError(401, STAFF_MESSAGES.invalidChallenge);
  }
  return challenge;
}

/**
 * The second step, in one transaction with the account locked: the check, the challenge used, the
 * session opened and the audit row. A refusal is audited and committed, then thrown. For a TOTP
 * code: refused at once (403) once the consecutive wrong codes reached the cap; a wrong one counted,
 * and the staff member e-mailed on the first one after a success and at the cap. A success (code or
 * recovery code) resets the count.
 */
async function secondStep(
  s: StaffSignIn,
  token: string,
  step: 'totp' | 'recovery',
  meta: RequestMeta,
  check: (trx: Tx, account: Account) => Promise<boolean>,
): Promise<SessionReply> {
  const { deps } = s;
  const max = deps.config.staff.totpMaxFailures;
  const challenge = await challengeAccount(s, token, 'totp', meta);
  const attempt = await s.limits.begin(step, meta.ip, challenge.staff_id);
  const result = await deps.db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, challenge.staff_id);
    if (!account || account.disabled_at || !account.totp_enrolled_at || !account.totp_secret)
      return { error: STAFF_MESSAGES.invalidChallenge } as const;
    if (step === 'totp' && account.totp_failed_count >= max) {
      await failedSignIn(trx, meta, step, account, undefined, { locked: true });
      return { error: STAFF_MESSAGES.totpLocked, status: 403 } as const;
    }
    if (!(await check(trx, account))) {
      await failedSignIn(trx, meta, step, account);
      if (step === 'recovery') return { error: STAFF_MESSAGES.badRecoveryCode } as const;
      const failures = await countTotpFailure(trx, account.id);
      const alert = alertFor(failures, max);
      if (alert) {
        await audit(trx, meta, {
          actor: actorOf(account),
          action: 'staff.second_factor.alert_sent',
          record: { type: 'staff_account', id: account.id },
          after: { failed_codes: failures, locked: alert === 'locked' },
        });
      }
      return {
        error: STAFF_MESSAGES.badCode,
        alert,
        account: { email: account.email, full_name: account.full_name },
      } as const;
    }
    if (!(await useChallenge(trx, challenge.id))) return { error: STAFF_MESSAGES.invalidChallenge } as const;
    if (account.totp_failed_count > 0) await updateAccount(trx, account.id, { totp_failed_count: 0 });
    const session = await openSession(trx, deps.signingKey, account.id, meta);
    await audit(trx, meta, {
      actor: actorOf(account),
      action: 'staff.sign_in',
      record: { type: 'staff_session', id: session.rowId },
      after: { method: step },
    });
    const recoveryCodesLeft = step === 'recovery' ? await countUnusedRecoveryCodes(trx, account.id) : undefined;
    return { me: meOf(account), session, recoveryCodesLeft, device: account } as const;
  });
  if ('error' in result) {
    if ('alert' in result && result.alert)
      deps.mailer.sendLater(secondFactorAlertEmail(deps.config, result.account, result.alert, new Date()));
    throw new HttpError('status' in result && result.status ? result.status : 401, result.error!);
  }
  await attempt.succeeded();
  return result;
}

export function totpStep(
  s: StaffSignIn,
  body: { challenge: string; code: string },
  meta: RequestMeta,
): Promise<SessionReply> {
  return secondStep(s, body.challenge, 'totp', meta, async (trx, account) => {
    const step = await acceptTotp(
      createSecretBox(s.deps.config).open(account.totp_secret!),
      body.code,
      lastStep(account),
    );
    // Two requests with the same code: the row lock makes the second see the step already taken.
    return step !== null && (await advanceTotpStep(trx, account.id, step));
  });
}

export function recoveryStep(
  s: StaffSignIn,
  body: { challenge: string; recovery_code: string },
  meta: RequestMeta,
): Promise<SessionReply> {
  return secondStep(s, body.challenge, 'recovery', meta, (trx, account) =>
    useRecoveryCode(trx, account.id, hashRecoveryCode(body.recovery_code)),
  );
}

export interface EnrolmentReply {
  otpauth_uri: string;
  qr_svg: string;
  /** The secret in base32, for typing it in when the camera cannot read the code. */
  secret: string;
}

/** Enrolment, first part: the secret (kept while enrolment is pending) as a URI and a QR code. */
export async function enrolmentStart(
  s: StaffSignIn,
  body: { challenge: string },
  meta: RequestMeta,
): Promise<EnrolmentReply> {
  const challenge = await challengeAccount(s, body.challenge, 'enrol', meta);
  const account = await findAccount(s.deps.db, challenge.staff_id);
  if (!account || account.disabled_at || account.totp_enrolled_at)
    throw new HttpError(401, STAFF_MESSAGES.invalidChallenge);
  // Kept encrypted (totp-secret-box.ts); shown in clear to this person only, for the QR code.
  const box = createSecretBox(s.deps.config);
  let secret = account.totp_secret ? box.open(account.totp_secret) : null;
  if (!secret) {
    secret = newTotpSecret();
    await updateAccount(s.deps.db, account.id, { totp_secret: box.seal(secret), totp_last_step: null });
  }
  const uri = totpUri(s.deps.config.brandName, account.email, secret);
  return { otpauth_uri: uri, qr_svg: await qrSvg(uri), secret };
}

/** Enrolment, second part: a first valid code ends it; recovery codes (shown once) and a session. */
export async function enrolmentConfirm(
  s: StaffSignIn,
  body: { challenge: string; code: string },
  meta: RequestMeta,
): Promise<SessionReply> {
  const challenge = await challengeAccount(s, body.challenge, 'enrol', meta);
  const attempt = await s.limits.begin('totp', meta.ip, challenge.staff_id);
  const result = await s.deps.db.transaction().execute(async (trx) => {
    const account = await lockAccount(trx, challenge.staff_id);
    if (!account || account.disabled_at || account.totp_enrolled_at || !account.totp_secret)
      return { error: STAFF_MESSAGES.invalidChallenge } as const;
    const step = await acceptTotp(
      createSecretBox(s.deps.config).open(account.totp_secret),
      body.code,
      lastStep(account),
    );
    if (step === null) {
      await failedSignIn(trx, meta, 'enrolment', account);
      return { error: STAFF_MESSAGES.badCode } as const;
    }
    if (!(await useChallenge(trx, challenge.id))) return { error: STAFF_MESSAGES.invalidChallenge } as const;
    await updateAccount(trx, account.id, { totp_enrolled_at: new Date(), totp_last_step: step, totp_failed_count: 0 });
    const codes = newRecoveryCodes();
    await replaceRecoveryCodes(trx, account.id, codes.map(hashRecoveryCode));
    await audit(trx, meta, {
      actor: actorOf(account),
      action: 'staff.enrolment.completed',
      record: { type: 'staff_account', id: account.id },
      after: { totp_enrolled: true, recovery_codes: codes.length },
    });
    const session = await openSession(trx, s.deps.signingKey, account.id, meta);
    await audit(trx, meta, {
      actor: actorOf(account),
      action: 'staff.sign_in',
      record: { type: 'staff_session', id: session.rowId },
      after: { method: 'enrolment' },
    });
    return { me: meOf(account), session, recoveryCodes: codes, device: account } as const;
  });
  if ('error' in result) throw new HttpError(401, result.error!);
  await attempt.succeeded();
  return result;
}
