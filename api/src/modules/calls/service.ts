/**
 * Call-back requests of the signed-in user: creation (vehicle checked, date window) and the list.
 */
import { CALL_MESSAGES, CALL_SLOT_LABELS, type CallRequest, type CallRequestData, type VehicleCard } from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { vehicleCardsById } from '../catalogue/vehicle-cards';
import { callWindowErrors } from './call-window';
import { withCalls, type CallsTable } from './table';

type CallRow = Selectable<CallsTable>;

function toCall(row: Pick<CallRow, 'id' | 'status' | 'vehicle_id' | 'phone' | 'preferred_date' | 'slot' | 'message' | 'created_at'>, card: VehicleCard | null): CallRequest {
  return {
    id: row.id,
    status: row.status,
    vehicle: card,
    phone: row.phone,
    preferred_date: row.preferred_date,
    slot: row.slot,
    slot_label: CALL_SLOT_LABELS[row.slot],
    message: row.message,
    created_at: new Date(row.created_at).toISOString(),
  };
}

export async function createCall(db: Db, userId: number, input: CallRequestData, base: string, now = new Date()): Promise<CallRequest> {
  if (input.vehicle_id !== null) {
    const vehicle = await db.selectFrom('vehicles').select('id').where('id', '=', input.vehicle_id).where('is_published', '=', true).executeTakeFirst();
    if (!vehicle) throw notFound(CALL_MESSAGES.vehicleNotFound);
  }
  const errors = callWindowErrors(input.preferred_date, input.slot, now);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const row = await withCalls(db)
    .insertInto('calls')
    .values({ user_id: userId, vehicle_id: input.vehicle_id, phone: input.phone, preferred_date: input.preferred_date, slot: input.slot, message: input.message })
    .returning(['id', 'status', 'vehicle_id', 'phone', 'preferred_date', 'slot', 'message', 'created_at'])
    .executeTakeFirstOrThrow();
  const cards = await vehicleCardsById(db, row.vehicle_id === null ? [] : [row.vehicle_id], base);
  return toCall(row, row.vehicle_id === null ? null : (cards.get(row.vehicle_id) ?? null));
}

/** Own requests, newest first. */
export async function listCalls(db: Db, userId: number, base: string): Promise<CallRequest[]> {
  const rows = await withCalls(db)
    .selectFrom('calls')
    .select(['id', 'status', 'vehicle_id', 'phone', 'preferred_date', 'slot', 'message', 'created_at'])
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  const cards = await vehicleCardsById(db, rows.flatMap((r) => (r.vehicle_id === null ? [] : [r.vehicle_id])), base);
  return rows.map((r) => toCall(r, r.vehicle_id === null ? null : (cards.get(r.vehicle_id) ?? null)));
}
