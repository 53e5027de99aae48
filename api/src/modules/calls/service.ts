/**
 * Call-back requests of the signed-in user: creation (vehicle checked, date window) and the list.
 */
import {
  CALL_MESSAGES,
  CALL_SLOT_LABELS,
  type CallRequest,
  type CallRequestData,
  type VehicleCard,
} from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/transaction';
import { notFound, ValidationError } from '../../http/errors';
import { isPublishedVehicle } from '../catalogue/queries';
import { withVehicleCards } from '../catalogue/vehicle-cards';
import { callWindowErrors } from './call-window';
import { callOwner, insertCall, userCalls } from './queries';
import { callReceivedEmail } from './emails';
import type { AppDeps } from '../../app-deps';
import type { CallsTable } from './tables';

type CallRow = Selectable<CallsTable>;

function toCall(
  row: Pick<CallRow, 'id' | 'status' | 'vehicle_id' | 'phone' | 'preferred_date' | 'slot' | 'message' | 'created_at'>,
  card: VehicleCard | null,
): CallRequest {
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

export async function createCall(
  db: Db,
  userId: number,
  input: CallRequestData,
  base: string,
  now = new Date(),
): Promise<CallRequest> {
  if (input.vehicle_id !== null) {
    if (!(await isPublishedVehicle(db, input.vehicle_id))) throw notFound(CALL_MESSAGES.vehicleNotFound);
  }
  const errors = callWindowErrors(input.preferred_date, input.slot, now);
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const row = await insertCall(db, userId, input);
  const [call] = await withVehicleCards(db, [row], base, toCall, { orNull: true });
  return call!;
}

/** The request made, and its acknowledgement e-mailed to the visitor (after the insert, never failing the reply). */
export async function requestCall(
  deps: Pick<AppDeps, 'db' | 'config' | 'mailer'>,
  userId: number,
  input: CallRequestData,
  base: string,
): Promise<CallRequest> {
  const call = await createCall(deps.db, userId, input, base);
  const owner = await callOwner(deps.db, userId);
  deps.mailer.sendLater(
    callReceivedEmail(
      deps.config,
      { email: owner.email, fullname: owner.fullname, confirmed: owner.email_verified_at !== null },
      call,
    ),
  );
  return call;
}

/** Own requests, newest first. */
export async function listCalls(db: Db, userId: number, base: string): Promise<CallRequest[]> {
  const rows = await userCalls(db, userId);
  return withVehicleCards(db, rows, base, toCall, { orNull: true });
}
