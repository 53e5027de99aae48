/**
 * SQL of the call-back requests.
 */
import type { CallRequestData } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { withCalls } from './tables';

const CALL_COLUMNS = [
  'id',
  'status',
  'vehicle_id',
  'phone',
  'preferred_date',
  'slot',
  'message',
  'created_at',
] as const;

export function insertCall(db: Db, userId: number, input: CallRequestData) {
  return withCalls(db)
    .insertInto('calls')
    .values({
      user_id: userId,
      vehicle_id: input.vehicle_id,
      phone: input.phone,
      preferred_date: input.preferred_date,
      slot: input.slot,
      message: input.message,
    })
    .returning(CALL_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** The user's requests, newest first. */
export function userCalls(db: Db, userId: number) {
  return withCalls(db)
    .selectFrom('calls')
    .select(CALL_COLUMNS)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** Who asked, for the e-mail that acknowledges the request. */
export function callOwner(db: Db, userId: number) {
  return withCalls(db)
    .selectFrom('users')
    .select(['email', 'fullname', 'email_verified_at'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
