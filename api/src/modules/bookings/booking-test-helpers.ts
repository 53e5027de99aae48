/**
 * Helpers of the booking tests: calls, a bookable date, published vehicle ids, raw SQL on the test database.
 */
import { nextOpenDay, addIsoDays, parisToday } from '@ga/contracts';
import { sql } from 'kysely';
import { announceChange } from '../../db/change-channel';
import { apiHeaders, type TestApp } from '../../test/test-app';

export const bookingCalls = (t: TestApp) => ({
  create: (token: string | undefined, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/user/bookings/store', headers: apiHeaders(token), payload }),
  list: (token: string) => t.app.inject({ url: '/api/user/bookings', headers: apiHeaders(token) }),
  show: (token: string, id: unknown) => t.app.inject({ url: `/api/user/bookings/${id}`, headers: apiHeaders(token) }),
  update: (token: string, id: unknown, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/user/bookings/${id}`, headers: apiHeaders(token), payload }),
  cancel: (token: string, id: unknown) =>
    t.app.inject({ method: 'DELETE', url: `/api/user/bookings/${id}`, headers: apiHeaders(token) }),
  vehicle: (id: number, token?: string, query = '') =>
    t.app.inject({ url: `/api/vehicles/${id}${query}`, headers: apiHeaders(token) }),
});

/** A preferred date `days` ahead (Paris), moved to the next open day (no Sunday, no public holiday). */
export function bookableDate(days = 14): string {
  return nextOpenDay(addIsoDays(parisToday(), days));
}

/** Distinct published vehicle ids, a different slice per call so tests do not share vehicles. */
export async function publishedVehicleIds(t: TestApp, count: number, offset: number): Promise<number[]> {
  const rows = await t.database.db
    .selectFrom('vehicles')
    .select('id')
    .where('is_published', '=', true)
    .orderBy('id')
    .offset(offset)
    .limit(count)
    .execute();
  return rows.map((r) => r.id);
}

/** Moves a booking's hold into the past (as if BOOKING_PENDING_TTL_HOURS had gone by). */
export async function lapse(t: TestApp, bookingId: number): Promise<void> {
  const { rows } = await sql<{
    vehicle_id: number;
  }>`update bookings set expires_at = now() - interval '1 minute' where id = ${bookingId} returning vehicle_id`.execute(
    t.database.db,
  );
  // A change by hand is announced, as the search index learns of holds through the change channel.
  await announceChange(t.database.db, { kind: 'booking', vehicle_ids: rows.map((r) => r.vehicle_id) });
  await t.app.changes.settled();
}

export async function storedStatuses(t: TestApp, vehicleId: number): Promise<string[]> {
  const { rows } = await sql<{
    status: string;
  }>`select status from bookings where vehicle_id = ${vehicleId} order by id`.execute(t.database.db);
  return rows.map((r) => r.status);
}

export async function activeRows(t: TestApp, vehicleId: number): Promise<number> {
  const { rows } = await sql<{
    n: number;
  }>`select count(*)::int as n from bookings where vehicle_id = ${vehicleId} and status in ('en_attente', 'confirmee')`.execute(
    t.database.db,
  );
  return Number(rows[0]!.n);
}
