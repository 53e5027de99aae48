/**
 * SQL of the staff accounts, their recovery codes, sign-in challenges and enrolment links (only
 * hashes of the secrets given out are stored).
 */
import { sql } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { StaffRole } from './roles';
import { withStaff } from './tables';

const ACCOUNT_COLUMNS = [
  'id',
  'email',
  'full_name',
  'role',
  'password_hash',
  'totp_secret',
  'totp_enrolled_at',
  'totp_last_step',
  'totp_failed_count',
  'is_demo',
  'disabled_at',
  'created_at',
] as const;

export function findAccountByEmail(db: Db | Tx, email: string) {
  return withStaff(db)
    .selectFrom('staff_accounts')
    .select(ACCOUNT_COLUMNS)
    .where(sql<string>`lower(email)`, '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export function findAccount(db: Db | Tx, id: number) {
  return withStaff(db).selectFrom('staff_accounts').select(ACCOUNT_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** The account, locked until the end of the transaction (one sign-in step at a time per account). */
export function lockAccount(trx: Tx, id: number) {
  return withStaff(trx)
    .selectFrom('staff_accounts')
    .select(ACCOUNT_COLUMNS)
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

/** The TOTP secrets still stored in clear (written before their encryption, or by the demo seed). */
export function plainTotpSecrets(db: Db) {
  return withStaff(db)
    .selectFrom('staff_accounts')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .where('totp_secret', 'not like', 'v1:%')
    .execute();
}

/** Every stored TOTP secret (a key rotation reads them all). */
export function allTotpSecrets(db: Db) {
  return withStaff(db)
    .selectFrom('staff_accounts')
    .select(['id', 'totp_secret'])
    .where('totp_secret', 'is not', null)
    .execute();
}

/** Replaces a stored secret by another form of it, only if it is still the value read (no lost update). */
export async function replaceTotpSecret(db: Db, id: number, current: string, next: string): Promise<void> {
  await withStaff(db)
    .updateTable('staff_accounts')
    .set({ totp_secret: next })
    .where('id', '=', id)
    .where('totp_secret', '=', current)
    .execute();
}

/** Whether any admin account exists, enabled or not (the first-admin bootstrap runs only without one). */
export async function adminExists(db: Db): Promise<boolean> {
  return (
    (await withStaff(db)
      .selectFrom('staff_accounts')
      .select('id')
      .where('role', '=', 'admin')
      .limit(1)
      .executeTakeFirst()) !== undefined
  );
}

export function listAccounts(db: Db) {
  return withStaff(db).selectFrom('staff_accounts').select(ACCOUNT_COLUMNS).orderBy('id').execute();
}

export async function insertAccount(
  db: Db | Tx,
  account: {
    email: string;
    full_name: string;
    role: StaffRole;
    password_hash?: string | null;
    totp_secret?: string | null;
    totp_enrolled_at?: Date | null;
    is_demo?: boolean;
  },
): Promise<number> {
  // Named columns only: a caller's object may carry more (a request body).
  const {
    full_name,
    role,
    password_hash = null,
    totp_secret = null,
    totp_enrolled_at = null,
    is_demo = false,
  } = account;
  const row = await withStaff(db)
    .insertInto('staff_accounts')
    .values({
      email: account.email.trim().toLowerCase(),
      full_name,
      role,
      password_hash,
      totp_secret,
      totp_enrolled_at,
      is_demo,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateAccount(
  db: Db | Tx,
  id: number,
  set: Partial<{
    role: StaffRole;
    password_hash: string;
    totp_secret: string | null;
    totp_enrolled_at: Date | null;
    totp_last_step: number | null;
    totp_failed_count: number;
    disabled_at: Date | null;
  }>,
): Promise<void> {
  await withStaff(db)
    .updateTable('staff_accounts')
    .set({ ...set, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/**
 * Records the step of an accepted TOTP code, only when it is later than the last one: of two
 * requests racing with the same code, one updates the row and the other gets false.
 */
export async function advanceTotpStep(trx: Tx, id: number, step: number): Promise<boolean> {
  const res = await withStaff(trx)
    .updateTable('staff_accounts')
    .set({ totp_last_step: step, updated_at: new Date() })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('totp_last_step', 'is', null), eb('totp_last_step', '<', step)]))
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

// ── Recovery codes ──────────────────────────────────────────────────────────────────────────────

export async function replaceRecoveryCodes(db: Db | Tx, staffId: number, hashes: string[]): Promise<void> {
  await withStaff(db).deleteFrom('staff_recovery_codes').where('staff_id', '=', staffId).execute();
  if (hashes.length)
    await withStaff(db)
      .insertInto('staff_recovery_codes')
      .values(hashes.map((code_hash) => ({ staff_id: staffId, code_hash })))
      .execute();
}

/** Marks an unused code used; false when there is none with that hash (wrong or already used). */
export async function useRecoveryCode(trx: Tx, staffId: number, hash: string): Promise<boolean> {
  const res = await withStaff(trx)
    .updateTable('staff_recovery_codes')
    .set({ used_at: new Date() })
    .where('staff_id', '=', staffId)
    .where('code_hash', '=', hash)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function countUnusedRecoveryCodes(db: Db | Tx, staffId: number): Promise<number> {
  const row = await withStaff(db)
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('staff_id', '=', staffId)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

// ── Sign-in challenges (the 5 minutes between the password and the second step) ──────────────

export async function insertChallenge(
  db: Db | Tx,
  c: { staffId: number; tokenHash: string; purpose: 'totp' | 'enrol'; expiresAt: Date },
): Promise<void> {
  await withStaff(db)
    .insertInto('staff_sign_in_challenges')
    .values({ staff_id: c.staffId, token_hash: c.tokenHash, purpose: c.purpose, expires_at: c.expiresAt })
    .execute();
  // Old challenges are of no use to anyone: swept as new ones are made.
  await withStaff(db)
    .deleteFrom('staff_sign_in_challenges')
    .where('expires_at', '<', new Date(Date.now() - 3600_000))
    .execute();
}

/** A live challenge for this step: unused, unexpired. */
export function findChallenge(db: Db | Tx, tokenHash: string, purpose: 'totp' | 'enrol') {
  return withStaff(db)
    .selectFrom('staff_sign_in_challenges')
    .select(['id', 'staff_id'])
    .where('token_hash', '=', tokenHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .executeTakeFirst();
}

/** Uses a challenge once; false when another request used it first. */
export async function useChallenge(trx: Tx, id: number): Promise<boolean> {
  const res = await withStaff(trx)
    .updateTable('staff_sign_in_challenges')
    .set({ used_at: new Date() })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1;
}

export async function dropChallenges(db: Db | Tx, staffId: number): Promise<void> {
  await withStaff(db).deleteFrom('staff_sign_in_challenges').where('staff_id', '=', staffId).execute();
}

// ── Enrolment links ────────────────────────────────────────────────────────────────────────────

export async function insertEnrolmentLink(
  db: Db | Tx,
  link: { staffId: number; tokenHash: string; expiresAt: Date; createdBy: number | null },
): Promise<void> {
  // A new link replaces the account's earlier ones.
  await withStaff(db)
    .updateTable('staff_enrolment_links')
    .set({ used_at: new Date() })
    .where('staff_id', '=', link.staffId)
    .where('used_at', 'is', null)
    .execute();
  await withStaff(db)
    .insertInto('staff_enrolment_links')
    .values({
      staff_id: link.staffId,
      token_hash: link.tokenHash,
      expires_at: link.expiresAt,
      created_by: link.createdBy,
    })
    .execute();
}

/** Uses a live link once: the account it is for, or undefined (unknown, used, expired). */
export async function useEnrolmentLink(trx: Tx, tokenHash: string): Promise<number | undefined> {
  const row = await withStaff(trx)
    .updateTable('staff_enrolment_links')
    .set({ used_at: new Date() })
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', new Date())
    .returning('staff_id')
    .executeTakeFirst();
  return row?.staff_id;
}

/** True when a demo staff account (the seed's, with its published TOTP secret) can sign in. */
export async function enabledDemoAccountsExist(db: Db): Promise<boolean> {
  const row = await withStaff(db)
    .selectFrom('staff_accounts')
    .select('id')
    .where('is_demo', '=', true)
    .where('disabled_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Disables the demo accounts still enabled; returns their e-mails. */
export async function disableDemoAccounts(db: Db | Tx): Promise<{ id: number; email: string }[]> {
  return withStaff(db)
    .updateTable('staff_accounts')
    .set({ disabled_at: new Date(), updated_at: new Date() })
    .where('is_demo', '=', true)
    .where('disabled_at', 'is', null)
    .returning(['id', 'email'])
    .execute();
}

/** One more consecutive wrong TOTP code (inside the sign-in transaction, the account locked): the new count. */
export async function countTotpFailure(trx: Tx, id: number): Promise<number> {
  const row = await withStaff(trx)
    .updateTable('staff_accounts')
    .set((eb) => ({ totp_failed_count: eb('totp_failed_count', '+', 1) }))
    .where('id', '=', id)
    .returning('totp_failed_count')
    .executeTakeFirstOrThrow();
  return row.totp_failed_count;
}
