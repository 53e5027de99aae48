/**
 * SQL of the stock as the staff area reads it (staff-service.ts): the search, newest first by id
 * with keyset paging; one vehicle with its equipment; the equipment write.
 */
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { bookedExpression } from './queries';

export interface StaffStockFilter {
  /** Lower-case, unaccented by the SQL; LIKE-escaped. */
  search?: string;
  id?: number;
  state?: 'disponible' | 'vendu' | 'retire';
  beforeId?: number;
  limit: number;
}

const base = (db: Db) =>
  db
    .selectFrom('vehicles as v')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .select([
      'v.id',
      'v.slug',
      sql<string>`b.name || ' ' || m.name || ' ' || v.version`.as('title'),
      'v.condition',
      'v.year',
      'v.mileage',
      'v.energy',
      'v.price',
      'v.is_published',
      'v.sold_at',
      'v.arrived_at',
      bookedExpression(sql.ref('v.id')).as('booked'),
    ]);

export function listStaffStock(db: Db, f: StaffStockFilter) {
  let query = base(db);
  if (f.id !== undefined) query = query.where('v.id', '=', f.id);
  else if (f.search !== undefined) {
    query = query.where(
      sql<boolean>`(lower(unaccent(b.name || ' ' || m.name || ' ' || v.version)) LIKE '%' || lower(unaccent(${f.search})) || '%' OR v.slug LIKE '%' || lower(${f.search}) || '%')`,
    );
  }
  if (f.state === 'disponible') query = query.where('v.is_published', '=', true);
  else if (f.state === 'vendu') query = query.where('v.is_published', '=', false).where('v.sold_at', 'is not', null);
  else if (f.state === 'retire') query = query.where('v.is_published', '=', false).where('v.sold_at', 'is', null);
  if (f.beforeId !== undefined) query = query.where('v.id', '<', f.beforeId);
  return query.orderBy('v.id', 'desc').limit(f.limit).execute();
}

export type StaffStockRow = Awaited<ReturnType<typeof listStaffStock>>[number];

export function staffStockVehicle(db: Db, id: number) {
  return base(db)
    .select(['v.equipment', 'v.withdrawn_at', 'v.withdrawn_reason', 'v.price_drop_reference', 'v.price_dropped_at'])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

/** The equipment list, locked for its change. */
export function lockEquipment(trx: Db, id: number) {
  return trx.selectFrom('vehicles').select(['id', 'equipment']).where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function setEquipment(trx: Db, id: number, equipment: string[], now: Date): Promise<void> {
  await trx
    .updateTable('vehicles')
    .set({ equipment: JSON.stringify(equipment), updated_at: now })
    .where('id', '=', id)
    .execute();
}
