/**
 * SQL of users, their business sector and bookmarks.
 */
import type { Db, Tx } from '../../db/transaction';
import type { NewUser, UserUpdate } from '../../db/schema';

type Conn = Db | Tx;

export function findUserRow(db: Conn, id: number) {
  return db
    .selectFrom('users')
    .leftJoin('business_sectors', 'business_sectors.id', 'users.business_sector_id')
    .selectAll('users')
    .select(['business_sectors.name as business_sector_name'])
    .where('users.id', '=', id)
    .executeTakeFirst();
}
export type UserWithSector = NonNullable<Awaited<ReturnType<typeof findUserRow>>>;

export function findCredentialsByEmail(db: Conn, email: string) {
  return db
    .selectFrom('users')
    .select(['id', 'password_hash'])
    .where('email', '=', email.trim().toLowerCase())
    .executeTakeFirst();
}

export async function emailTaken(db: Conn, email: string, exceptUserId?: number): Promise<boolean> {
  let q = db.selectFrom('users').select('id').where('email', '=', email);
  if (exceptUserId !== undefined) q = q.where('id', '<>', exceptUserId);
  return (await q.executeTakeFirst()) !== undefined;
}

export async function businessSectorExists(db: Conn, id: number): Promise<boolean> {
  return (await db.selectFrom('business_sectors').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

export async function bookmarkIds(db: Conn, userId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('bookmarks')
    .select('vehicle_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
  return rows.map((r) => r.vehicle_id);
}

export async function insertUser(db: Conn, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Conn, id: number, changes: UserUpdate): Promise<void> {
  await db
    .updateTable('users')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', id)
    .execute();
}

/** Revokes every session of the user but `keepTokenId` (the one making the request), if any. */
export async function revokeOtherTokens(
  db: Conn,
  userId: number,
  keepTokenId: number | null,
  now: Date,
): Promise<void> {
  let revoke = db.updateTable('access_tokens').set({ revoked_at: now }).where('user_id', '=', userId);
  if (keepTokenId !== null) revoke = revoke.where('id', '<>', keepTokenId);
  await revoke.where('revoked_at', 'is', null).execute();
}

export async function userEmail(db: Conn, id: number): Promise<string> {
  const { email } = await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirstOrThrow();
  return email;
}

/** What a profile change checks: the stored address, the name and the password hash. */
export function findAccountWithPassword(db: Conn, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'fullname', 'password_hash'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Who an e-mail to the account goes to. */
export function findAccountContact(db: Conn, id: number) {
  return db.selectFrom('users').select(['id', 'email', 'fullname']).where('id', '=', id).executeTakeFirst();
}

/** Replaces a hash made with an older cost, unless the password changed meanwhile. */
export async function upgradePasswordHash(db: Conn, id: number, oldHash: string, newHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: newHash })
    .where('id', '=', id)
    .where('password_hash', '=', oldHash)
    .execute();
}

export async function setPasswordHash(db: Conn, id: number, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', id).execute();
}

/** The account's address and name, locked until the end of the transaction. */
export function lockAccountContact(trx: Tx, id: number) {
  return trx
    .selectFrom('users')
    .select(['id', 'email', 'fullname'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
}

export function findAccountEmail(db: Conn, id: number) {
  return db.selectFrom('users').select(['id', 'email']).where('id', '=', id).executeTakeFirst();
}

/** The address is confirmed (the first confirmation date is kept). */
export async function markEmailVerified(db: Conn, id: number, now: Date): Promise<void> {
  await db
    .updateTable('users')
    .set({ email_verified_at: now })
    .where('id', '=', id)
    .where('email_verified_at', 'is', null)
    .execute();
}

/** A new address, confirmed by the link that brought it. */
export async function setVerifiedEmail(db: Conn, id: number, email: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ email, email_verified_at: now, updated_at: now }).where('id', '=', id).execute();
}

/** What the deletion of an account checks: its address and password hash. */
export function accountPassword(db: Conn, id: number) {
  return db.selectFrom('users').select(['email', 'password_hash']).where('id', '=', id).executeTakeFirstOrThrow();
}

/** Who an address link goes to, and whether the address is confirmed. */
export function accountVerification(db: Conn, id: number) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'fullname', 'email_verified_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
