/**
 * The signed-in user's trade-in requests: paginated list (newest first) and deletion.
 */
import {
  REPRISE_ESTIMATE_VALIDITY_DAYS,
  REPRISE_MESSAGES,
  REPRISES_PER_PAGE,
  type Paginated,
  type Reprise,
  type RepriseAdjustment,
  type RepriseOffer,
} from '@ga/contracts';
import type { Selectable } from 'kysely';
import { iso } from '../../db/iso';
import type { Db, Tx } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { visitorOffers } from './offers/service';
import { photoKeys } from './photos/queries';
import { countUserReprises, deleteRepriseRow, findUserReprise, lockUserReprise, userReprisesPage } from './queries';
import type { ReprisesTable } from './tables';

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

export function toReprise(row: Selectable<ReprisesTable>, offer: RepriseOffer | null = null): Reprise {
  const valuation =
    typeof row.valuation === 'string' ? (JSON.parse(row.valuation) as RepriseAdjustment[]) : row.valuation;
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
    estimate_valid_until: row.estimated_at
      ? iso(new Date(new Date(row.estimated_at).getTime() + REPRISE_ESTIMATE_VALIDITY_DAYS * 86_400_000))
      : null,
    offer,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listReprises(
  db: Db,
  userId: number,
  page: number,
  perPage = REPRISES_PER_PAGE,
): Promise<Paginated<Reprise>> {
  const [total, rows] = await Promise.all([countUserReprises(db, userId), userReprisesPage(db, userId, page, perPage)]);
  const offers = await visitorOffers(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toReprise(row, offers.get(row.id) ?? null)),
    meta: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * Deletes one of the user's requests (its photos' rows with it); another user's id (or an unknown
 * one) → 404. Returns the storage keys of its photos, for the caller to remove the files.
 */
export async function deleteReprise(db: Db, userId: number, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The row lock keeps a photo upload from slipping in between (it locks the same row).
    const row = await lockUserReprise(trx, userId, id);
    if (!row) throw notFound(REPRISE_MESSAGES.notFound);
    const keys = await photoKeys(trx, { userId, repriseId: id });
    await deleteRepriseRow(trx, id);
    return keys;
  });
}

/** One of the user's requests; another user's id (or an unknown one) → 404. */
export async function showReprise(db: Db | Tx, userId: number, id: number): Promise<Reprise> {
  const row = await findUserReprise(db, userId, id);
  if (!row) throw notFound(REPRISE_MESSAGES.notFound);
  return toReprise(row, (await visitorOffers(db, [id])).get(id) ?? null);
}
