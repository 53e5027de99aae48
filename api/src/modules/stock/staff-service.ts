/**
 * The stock in the staff area, for a responsable (docs/staff.md « Stock »): search it, open a
 * vehicle, change its price, its state (disponible, vendu, retiré) or its equipment. Price and
 * state go through the `stock` CLI's own functions (service.ts), so the price history, the law's
 * reference price, the alerts, the search index and the live pages follow. Each change writes its
 * audit row (record `vehicle`) in the change's transaction.
 */
import {
  STAFF_STOCK_MESSAGES,
  STOCK_PAGE_SIZE,
  type StaffStockDetail,
  type StaffStockItem,
  type StaffStockQuery,
  type StockState,
} from '@ga/contracts';
import { announceChange } from '../../db/change-channel';
import { inTransaction, type Db } from '../../db/transaction';
import { notFound } from '../../http/errors';
import { audit, type RequestMeta } from '../staff/audit';
import type { StaffContext } from '../staff/staff-hook';
import { vehiclePrices } from './queries';
import { changePrice, changeState, pricesOver, stockStateOf } from './service';
import { listStaffStock, lockEquipment, setEquipment, staffStockVehicle, type StaffStockRow } from './staff-queries';

export const VEHICLE_RECORD = 'vehicle';
const record = (id: number) => ({ type: VEHICLE_RECORD, id });

const toItem = (r: StaffStockRow): StaffStockItem => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  condition: r.condition,
  year: r.year,
  mileage: r.mileage,
  energy: r.energy,
  price: r.price,
  state: stockStateOf(r),
  booked: r.booked === true,
  arrived_at: r.arrived_at.toISOString(),
});

/** The search: a number is a vehicle's reference; anything else searches make, model, version and slug. */
export async function searchStock(db: Db, q: StaffStockQuery) {
  const typed = q.q?.trim().replace(/\s+/g, ' ') ?? '';
  const reference = /^(n°\s*)?\d{1,9}$/i.test(typed) ? Number(typed.replace(/\D/g, '')) : undefined;
  const rows = await listStaffStock(db, {
    id: reference,
    search: typed && reference === undefined ? typed.replace(/[\\%_]/g, (c) => `\\${c}`) : undefined,
    state: q.state,
    beforeId: q.before ? Number(q.before) : undefined,
    limit: STOCK_PAGE_SIZE + 1,
  });
  const page = rows.slice(0, STOCK_PAGE_SIZE);
  return {
    data: page.map(toItem),
    meta: { next_cursor: rows.length > STOCK_PAGE_SIZE ? String(page.at(-1)!.id) : null },
  };
}

export async function stockVehicle(db: Db, id: number, now = new Date()): Promise<StaffStockDetail> {
  const row = await staffStockVehicle(db, id);
  if (!row) throw notFound(STAFF_STOCK_MESSAGES.notFound);
  const prices = pricesOver(await vehiclePrices(db, id), 12, now);
  return {
    ...toItem(row),
    equipment: row.equipment,
    sold_at: row.sold_at?.toISOString() ?? null,
    withdrawn_at: row.withdrawn_at?.toISOString() ?? null,
    withdrawn_reason: row.withdrawn_reason,
    prices: prices.map((p) => ({ price: p.price, starts_at: p.starts_at.toISOString() })),
    price_drop_reference: row.price_drop_reference,
  };
}

export async function staffChangePrice(db: Db, staff: StaffContext, id: number, price: number, meta: RequestMeta) {
  return changePrice(db, String(id), price, new Date(), (trx, change) =>
    audit(trx, meta, {
      actor: staff,
      action: 'stock.price_changed',
      record: record(id),
      before: { price: change.previous_price },
      after: { price: change.price, reference_price: change.reference_price },
    }),
  );
}

export async function staffChangeState(
  db: Db,
  staff: StaffContext,
  id: number,
  state: StockState,
  reason: string | undefined,
  meta: RequestMeta,
) {
  return changeState(db, String(id), state, {
    reason: reason ?? null,
    record: (trx, change) =>
      audit(trx, meta, {
        actor: staff,
        action: 'stock.state_changed',
        record: record(id),
        before: { state: change.before },
        after: { state: change.after, reason: change.reason },
      }),
  });
}

export async function staffSetEquipment(
  db: Db,
  staff: StaffContext,
  id: number,
  equipment: string[],
  meta: RequestMeta,
) {
  return inTransaction(db, async (trx) => {
    const row = await lockEquipment(trx, id);
    if (!row) throw notFound(STAFF_STOCK_MESSAGES.notFound);
    const now = new Date();
    await setEquipment(trx, id, equipment, now);
    await announceChange(trx, { kind: 'vehicle', vehicle_ids: [id] });
    await audit(trx, meta, {
      actor: staff,
      action: 'stock.equipment_changed',
      record: record(id),
      before: { equipment: row.equipment },
      after: { equipment },
    });
    return { vehicle_id: id, equipment };
  });
}
