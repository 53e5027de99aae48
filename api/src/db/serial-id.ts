/**
 * The next id of a table's serial column, taken before the insert so that a reference made from
 * it (C-2026-000123…) goes in with the row.
 */
import { sql } from 'kysely';
import type { Tx } from './transaction';

export async function nextSerialId(
  trx: Tx,
  table: 'appointments' | 'contact_requests' | 'form_replies',
): Promise<number> {
  const { rows } = await sql<{ id: number }>`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id`.execute(
    trx,
  );
  return rows[0]!.id;
}
