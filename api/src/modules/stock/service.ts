/**
 * Stock and price changes, made by ops (the `stock` command through the ops endpoints) and by a
 * responsable in the staff area (staff-service.ts), through the same functions: a new price, a
 * vehicle sold, withdrawn or back on sale. Each is one transaction that also announces the change on
 * the one change channel (db/change-channel.ts), so every API instance's caches and search index,
 * the live-stock stream and the alert jobs see it.
 *
 * A new price is kept in the history (vehicle_prices); when it is below the law's reference price
 * (reference-price.ts) the drop is recorded on the vehicle for the cards' « Baisse de prix »; a rise
 * ends any drop shown. The discount follows the price (new vehicles: against the catalogue price;
 * used ones: against the price before any reduction), and the monthly figures are recomputed.
 */
import { announceChange } from '../../db/change-channel';
import { inTransaction, type Db } from '../../db/transaction';
import { STAFF_STOCK_MESSAGES, type StockState } from '@ga/contracts';
import { ConflictError, notFound, ValidationError } from '../../http/errors';
import { refreshVehicleMonthlies } from '../financing/vehicle-monthlies';
import { priceExcludingTax, referencePrice } from './reference-price';
import {
  insertVehiclePrice,
  lockVehicleRow,
  publishedVehiclePrice,
  setVehiclePrice,
  setVehicleState,
  vehicleIsBooked,
  vehiclePrices,
  vehiclePriceStarts,
} from './queries';

export const STOCK_MESSAGES = {
  vehicleNotFound: STAFF_STOCK_MESSAGES.notFound,
  samePrice: STAFF_STOCK_MESSAGES.samePrice,
  sold: STAFF_STOCK_MESSAGES.notForSale,
} as const;

export interface PriceChange {
  vehicle_id: number;
  previous_price: number;
  price: number;
  /** The law's reference price when the new price is a drop below it, else null. */
  reference_price: number | null;
}

async function lockVehicle(trx: Db, idOrSlug: string) {
  const row = await lockVehicleRow(trx, idOrSlug);
  if (!row) throw notFound(STOCK_MESSAGES.vehicleNotFound);
  return row;
}

export async function changePrice(
  db: Db,
  idOrSlug: string,
  price: number,
  now = new Date(),
  record?: (trx: Db, change: PriceChange) => Promise<void>,
): Promise<PriceChange> {
  return inTransaction(db, async (trx) => {
    const v = await lockVehicle(trx, idOrSlug);
    if (!v.is_published) throw new ValidationError({ price: [STOCK_MESSAGES.sold] });
    if (v.price === price) throw new ValidationError({ price: [STOCK_MESSAGES.samePrice] });
    const history = await vehiclePriceStarts(trx, v.id);
    const reference = referencePrice(history, now);
    const isDrop = reference !== null && price < reference;
    const beforeReductions =
      v.condition !== 'used' && v.catalogue_price !== null ? v.catalogue_price : v.price + v.discount;
    await insertVehiclePrice(trx, { vehicle_id: v.id, price, price_etax: priceExcludingTax(price), starts_at: now });
    await setVehiclePrice(trx, v.id, {
      price,
      price_etax: priceExcludingTax(price),
      discount: Math.max(0, beforeReductions - price),
      price_drop_reference: isDrop ? reference : null,
      price_dropped_at: isDrop ? now : null,
      updated_at: now,
    });
    // Recomputes the monthly figures and announces the change (kind 'vehicle').
    await refreshVehicleMonthlies(trx, now, [v.id]);
    const change = { vehicle_id: v.id, previous_price: v.price, price, reference_price: isDrop ? reference : null };
    await record?.(trx, change);
    return change;
  });
}

/** A vehicle's state, read from its row: unpublished without a sale is withdrawn. */
export function stockStateOf(v: { is_published: boolean; sold_at: Date | null }): StockState {
  if (v.is_published) return 'disponible';
  return v.sold_at ? 'vendu' : 'retire';
}

export interface StateChange {
  vehicle_id: number;
  changed: boolean;
  before: StockState;
  after: StockState;
  reason: string | null;
}

/**
 * Sets a vehicle's state. « vendu » and « retiré » unpublish it (off the search, the lists, the
 * alerts and the sitemap; its page answers 404); « disponible » publishes it again. A vehicle held
 * by a visitor's booking is not withdrawn (the booking is cancelled first, with its e-mail); it can
 * be sold, which is how a booking ends. Idempotent: the same state changes nothing.
 * `record` runs in the transaction (the staff area's audit row).
 */
export async function changeState(
  db: Db,
  idOrSlug: string,
  state: StockState,
  options: { reason?: string | null; now?: Date; record?: (trx: Db, change: StateChange) => Promise<void> } = {},
): Promise<StateChange> {
  const now = options.now ?? new Date();
  return inTransaction(db, async (trx) => {
    const v = await lockVehicle(trx, idOrSlug);
    const before = stockStateOf(v);
    const reason = state === 'retire' ? (options.reason ?? null) : null;
    if (before === state && (state !== 'retire' || reason === v.withdrawn_reason)) {
      return { vehicle_id: v.id, changed: false, before, after: state, reason };
    }
    if (state === 'retire' && before === 'disponible' && (await vehicleIsBooked(trx, v.id))) {
      throw ConflictError.field('state', STAFF_STOCK_MESSAGES.booked);
    }
    await setVehicleState(
      trx,
      v.id,
      {
        sold_at: state === 'vendu' ? now : null,
        withdrawn_at: state === 'retire' ? (v.withdrawn_at ?? now) : null,
        withdrawn_reason: reason,
      },
      now,
    );
    await announceChange(trx, { kind: 'vehicle', vehicle_ids: [v.id] });
    const change = { vehicle_id: v.id, changed: true, before, after: state, reason };
    await options.record?.(trx, change);
    return change;
  });
}

/** Sold: off every list and page (unpublished), kept for bookings and history. Idempotent. */
export async function markSold(
  db: Db,
  idOrSlug: string,
  now = new Date(),
): Promise<{ vehicle_id: number; changed: boolean }> {
  const { vehicle_id, changed } = await changeState(db, idOrSlug, 'vendu', { now });
  return { vehicle_id, changed };
}

/** Back in stock: published again. Idempotent. */
export async function markBackInStock(
  db: Db,
  idOrSlug: string,
  now = new Date(),
): Promise<{ vehicle_id: number; changed: boolean }> {
  const { vehicle_id, changed } = await changeState(db, idOrSlug, 'disponible', { now });
  return { vehicle_id, changed };
}

/** The public price history of a published vehicle, oldest first, over the last `months` months (plus the price in effect then). */
export async function priceHistory(db: Db, idOrSlug: string, months = 12, now = new Date()) {
  const v = await publishedVehiclePrice(db, idOrSlug);
  if (!v) throw notFound(STOCK_MESSAGES.vehicleNotFound);
  return { vehicle: v, points: pricesOver(await vehiclePrices(db, v.id), months, now) };
}

/** The price in effect when the period of `months` months opened, then every change since. */
export function pricesOver<T extends { starts_at: Date }>(rows: T[], months: number, now: Date): T[] {
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  const firstInside = rows.findIndex((r) => r.starts_at.getTime() >= from.getTime());
  return firstInside === -1 ? rows.slice(-1) : rows.slice(Math.max(0, firstInside - 1));
}
