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
  return db.selectFrom('users').select(['id', 'password_hash']).where('email', '=', email.trim().toLowerCase()).executeTakeFirst();
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
  const rows = await db.selectFrom('bookmarks').select('vehicle_id').where('user_id', '=', userId).orderBy('created_at', 'desc').execute();
  return rows.map((r) => r.vehicle_id);
}

export async function insertUser(db: Conn, user: NewUser): Promise<number> {
  const row = await db.insertInto('users').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateUser(db: Conn, id: number, changes: UserUpdate): Promise<void> {
  await db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute();
}

/** Revokes every session of the user but `keepTokenId` (the one making the request). */
export async function revokeOtherTokens(db: Conn, userId: number, keepTokenId: number, now: Date): Promise<void> {
  await db
    .updateTable('access_tokens')
    .set({ revoked_at: now })
    .where('user_id', '=', userId)
    .where('id', '<>', keepTokenId)
    .where('revoked_at', 'is', null)
    .execute();
}
