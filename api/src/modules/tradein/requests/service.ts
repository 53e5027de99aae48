/**
 * The signed-in user's trade-in requests: paginated list (newest first) and deletion.
 */
import {
  TRADEIN_VALUATION_VALIDITY_DAYS,
  TRADEIN_MESSAGES,
  TRADEINS_PER_PAGE,
  type Paginated,
  type Tradein,
  type TradeinAdjustment,
  type TradeinOffer,
} from '@ga/contracts';
import type { Selectable } from 'kysely';
import { iso } from '../../../db/iso';
import type { Db, Tx } from '../../../db/transaction';
import { notFound } from '../../../http/errors';
import { visitorOffers } from '../offers/service';
import { photoKeys } from '../photos/queries';
import { countUserTradeins, deleteTradeinRow, findUserTradein, lockUserTradein, userTradeinsPage } from './queries';
import type { TradeinsTable } from './tables';
import { jsonColumn } from '../../../db/json-column';

const euros = (cents: number | null) => (cents === null ? null : Math.round(cents / 100));

export function toTradein(row: Selectable<TradeinsTable>, offer: TradeinOffer | null = null): Tradein {
  const valuation = jsonColumn<TradeinAdjustment[]>(row.valuation);
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
      ? iso(new Date(new Date(row.estimated_at).getTime() + TRADEIN_VALUATION_VALIDITY_DAYS * 86_400_000))
      : null,
    offer,
    created_at: iso(row.created_at),
    updated_at: iso(row.updated_at),
  };
}

export async function listTradeins(
  db: Db,
  userId: number,
  page: number,
  perPage = TRADEINS_PER_PAGE,
): Promise<Paginated<Tradein>> {
  const [total, rows] = await Promise.all([countUserTradeins(db, userId), userTradeinsPage(db, userId, page, perPage)]);
  const offers = await visitorOffers(
    db,
    rows.map((r) => r.id),
  );
  return {
    data: rows.map((row) => toTradein(row, offers.get(row.id) ?? null)),
    meta: { total, current_page: page, per_page: perPage, last_page: Math.max(1, Math.ceil(total / perPage)) },
  };
}

/**
 * Deletes one of the user's requests (its photos' rows with it); another user's id (or an unknown
 * one) → 404. Returns the storage keys of its photos, for the caller to remove the files.
 */
export async function deleteTradein(db: Db, userId: number, id: number): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    // The row lock keeps a photo upload from slipping in between (it locks the same row).
    const row = await lockUserTradein(trx, userId, id);
    if (!row) throw notFound(TRADEIN_MESSAGES.notFound);
    const keys = await photoKeys(trx, { userId, tradeinId: id });
    await deleteTradeinRow(trx, id);
    return keys;
  });
}

/** One of the user's requests; another user's id (or an unknown one) → 404. */
export async function showTradein(db: Db | Tx, userId: number, id: number): Promise<Tradein> {
  const row = await findUserTradein(db, userId, id);
  if (!row) throw notFound(TRADEIN_MESSAGES.notFound);
  return toTradein(row, (await visitorOffers(db, [id])).get(id) ?? null);
}
