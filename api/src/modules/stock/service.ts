/**
 * Stock and price changes made by ops (the `stock` command through the ops endpoints): a new price,
 * a vehicle sold, a vehicle back in stock. Each is one transaction that also announces the change on
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
import { notFound, ValidationError } from '../../http/errors';
import { refreshVehicleMonthlies } from '../financing/vehicle-monthlies';
import { priceExcludingTax, referencePrice } from './reference-price';
import {
  insertVehiclePrice,
  lockVehicleRow,
  publishedVehiclePrice,
  setBackInStock,
  setSold,
  setVehiclePrice,
  vehiclePrices,
  vehiclePriceStarts,
} from './queries';

export const STOCK_MESSAGES = {
  vehicleNotFound: 'Véhicule introuvable.',
  samePrice: 'Le véhicule est déjà à ce prix.',
  sold: 'Ce véhicule est vendu : remettez-le en stock avant de changer son prix.',
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

export async function changePrice(db: Db, idOrSlug: string, price: number, now = new Date()): Promise<PriceChange> {
  return inTransaction(db, async (trx) => {
    const v = await lockVehicle(trx, idOrSlug);
    if (!v.is_published) throw new ValidationError({ price: [STOCK_MESSAGES.sold] });
    if (v.price === price) throw new ValidationError({ price: [STOCK_MESSAGES.samePrice] });
    const history = await vehiclePriceStarts(trx, v.id);
    const reference = referencePrice(history, now);
    const isDrop = reference !== null && price < reference;
    const beforeReductions = v.condition !== 'used' && v.catalogue_price !== null ? v.catalogue_price : v.price + v.discount;
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
    return { vehicle_id: v.id, previous_price: v.price, price, reference_price: isDrop ? reference : null };
  });
}

/** Sold: off every list and page (unpublished), kept for bookings and history. Idempotent. */
export async function markSold(db: Db, idOrSlug: string, now = new Date()): Promise<{ vehicle_id: number; changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const v = await lockVehicle(trx, idOrSlug);
    if (!v.is_published) return { vehicle_id: v.id, changed: false };
    await setSold(trx, v.id, now);
    await announceChange(trx, { kind: 'vehicle', vehicle_ids: [v.id] });
    return { vehicle_id: v.id, changed: true };
  });
}

/** Back in stock: published again. Idempotent. */
export async function markBackInStock(db: Db, idOrSlug: string, now = new Date()): Promise<{ vehicle_id: number; changed: boolean }> {
  return inTransaction(db, async (trx) => {
    const v = await lockVehicle(trx, idOrSlug);
    if (v.is_published) return { vehicle_id: v.id, changed: false };
    await setBackInStock(trx, v.id, now);
    await announceChange(trx, { kind: 'vehicle', vehicle_ids: [v.id] });
    return { vehicle_id: v.id, changed: true };
  });
}

/** The public price history of a published vehicle, oldest first, over the last `months` months (plus the price in effect then). */
export async function priceHistory(db: Db, idOrSlug: string, months = 12, now = new Date()) {
  const v = await publishedVehiclePrice(db, idOrSlug);
  if (!v) throw notFound(STOCK_MESSAGES.vehicleNotFound);
  const from = new Date(now);
  from.setUTCMonth(from.getUTCMonth() - months);
  const rows = await vehiclePrices(db, v.id);
  // The price in effect when the period opened, then every change since.
  const firstInside = rows.findIndex((r) => r.starts_at.getTime() >= from.getTime());
  const kept = firstInside === -1 ? rows.slice(-1) : rows.slice(Math.max(0, firstInside - 1));
  return { vehicle: v, points: kept };
}
