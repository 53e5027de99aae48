/**
 * The signed-in user's trade-in requests: paginated list (newest first) and deletion.
 */
import { REPRISE_ESTIMATE_VALIDITY_DAYS, REPRISE_MESSAGES, REPRISES_PER_PAGE, type Paginated, type Reprise, type RepriseAdjustment } from '@ga/contracts';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { photoKeys } from '../tradein/photos/photo-service';
import { withReprises, type ReprisesTable } from './table';

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));
const iso = (d: Date | string) => new Date(d).toISOString();

export function toReprise(row: Selectable<ReprisesTable>): Reprise {
  const valuation = typeof row.valuation === 'string' ? (JSON.parse(row.valuation) as RepriseAdjustment[]) : row.valuation;
  return {
    id: row.id,
    status: row.status,
    plate: row.plate,
    brand: row.brand,
    carmodel: row.carmodel,
    finish: row.finish,
    type: row.type,
    energy: row.energy,
    gearbox: row.gearbox,
    year: row.year,
    month: row.month,
    fiscal_power: row.fiscal_power,
    engine_power: row.engine_power,
    colour: row.colour,
    mileage: row.mileage,
    equipments: row.equipments,
    damages: row.damages,
    first_hand: row.first_hand,
    service_history: row.service_history,
    comment: row.comment,
    phone: row.phone,
    estimate_min: euros(row.estimate_min_cents),
    estimate_max: euros(row.estimate_max_cents),
    version_id: row.version_id,
    valuation,
    estimate_value: valuation ? valuation.reduce((sum, a) => sum + a.amount, 0) : null,
    estimate_valid_until: row.estimated_at ? iso(new Date(new Date(row.estimated_at).getTime() + REPRISE_ESTIMATE_VALIDITY_DAYS * 86_400_000)) : null,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listReprises(db: Db, userId: number, page: number, perPage = REPRISES_PER_PAGE): Promise<Paginated<Reprise>> {
  const rdb = withReprises(db);
  const [count, rows] = await Promise.all([
    rdb.selectFrom('reprises').select((eb) => eb.fn.countAll<string | number>().as('n')).where('user_id', '=', userId).executeTakeFirstOrThrow(),
    rdb
      .selectFrom('reprises')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(perPage)
      .offset((page - 1) * perPage)
      .execute(),
  ]);
  const total = Number(count.n);
  return {
    data: rows.map(toReprise),
    meta: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * Deletes one of the user's requests (its photos' rows with it); another user's id (or an unknown
 * one) → 404. Returns the storage keys of its photos, for the caller to remove the files.
 */
export async function deleteReprise(db: Db, userId: number, id: number): Promise<string[]> {
  return withReprises(db).transaction().execute(async (trx) => {
    // The row lock keeps a photo upload from slipping in between (it locks the same row).
    const row = await trx.selectFrom('reprises').select('id').where('id', '=', id).where('user_id', '=', userId).forUpdate().executeTakeFirst();
    if (!row) throw notFound(REPRISE_MESSAGES.notFound);
    const keys = await photoKeys(trx, { userId, repriseId: id });
    await trx.deleteFrom('reprises').where('id', '=', id).execute();
    return keys;
  });
}

/** One of the user's requests; another user's id (or an unknown one) → 404. */
export async function showReprise(db: Db, userId: number, id: number): Promise<Reprise> {
  const row = await withReprises(db).selectFrom('reprises').selectAll().where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw notFound(REPRISE_MESSAGES.notFound);
  return toReprise(row);
}
