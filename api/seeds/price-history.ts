/**
 * DEMO DATA: the price history of the stock. Every vehicle's price starts on its arrival; about one
 * vehicle in ten that has been in stock for three weeks or more was reduced in the last 13 days
 * (« Baisse de prix », its reference being the price before — in effect for the 30 days before the
 * drop), and about one in twenty had an older change (a reduction 40 to 120 days ago) that the
 * vehicle page's chart shows but that no longer counts as a drop. The demo account keeps four
 * favourites, two of which dropped. Deterministic (prng).
 */
import type { Tx } from '../src/db/transaction';
import { priceExcludingTax } from '../src/modules/stock/reference-price';
import { stockDb } from '../src/modules/stock/tables';
import { DEMO_ACCOUNT } from './account-demo';
import { createRng } from './prng';

const DAY = 86_400_000;
const roundTo = (n: number, step: number) => Math.round(n / step) * step;

export async function seedPriceHistory(trx: Tx, now: Date): Promise<void> {
  const rng = createRng(2022_05_28);
  const vehicles = await trx.selectFrom('vehicles').select(['id', 'price', 'arrived_at']).orderBy('id').execute();
  const prices: { vehicle_id: number; price: number; price_etax: number; starts_at: Date }[] = [];
  const drops: { id: number; reference: number; at: Date }[] = [];
  for (const v of vehicles) {
    const inStockDays = (now.getTime() - v.arrived_at.getTime()) / DAY;
    const raise = (rate: number) => roundTo(v.price * (1 + rate), 100);
    if (inStockDays >= 21 && rng.chance(0.1)) {
      const at = new Date(now.getTime() - rng.int(1, 13) * DAY - rng.int(0, 36_000) * 1000);
      const before = raise(rng.int(3, 8) / 100);
      prices.push({ vehicle_id: v.id, price: before, price_etax: priceExcludingTax(before), starts_at: v.arrived_at });
      prices.push({ vehicle_id: v.id, price: v.price, price_etax: priceExcludingTax(v.price), starts_at: at });
      drops.push({ id: v.id, reference: before, at });
    } else if (inStockDays >= 130 && rng.chance(0.06)) {
      const at = new Date(now.getTime() - rng.int(40, 120) * DAY);
      const before = raise(rng.int(2, 6) / 100);
      prices.push({ vehicle_id: v.id, price: before, price_etax: priceExcludingTax(before), starts_at: v.arrived_at });
      prices.push({ vehicle_id: v.id, price: v.price, price_etax: priceExcludingTax(v.price), starts_at: at });
    } else {
      prices.push({
        vehicle_id: v.id,
        price: v.price,
        price_etax: priceExcludingTax(v.price),
        starts_at: v.arrived_at,
      });
    }
  }
  const stock = stockDb(trx);
  for (let i = 0; i < prices.length; i += 1000)
    await stock
      .insertInto('vehicle_prices')
      .values(prices.slice(i, i + 1000))
      .execute();
  for (const d of drops) {
    await trx
      .updateTable('vehicles')
      .set({ price_drop_reference: d.reference, price_dropped_at: d.at })
      .where('id', '=', d.id)
      .execute();
  }

  // The demo account's favourites: two that dropped, two that did not.
  const demo = await trx.selectFrom('users').select('id').where('email', '=', DEMO_ACCOUNT.email).executeTakeFirst();
  if (!demo) return;
  const dropped = new Set(drops.map((d) => d.id));
  const favourites = [
    ...drops.slice(0, 2).map((d) => d.id),
    ...vehicles
      .filter((v) => !dropped.has(v.id))
      .slice(5, 7)
      .map((v) => v.id),
  ];
  await trx
    .insertInto('bookmarks')
    .values(favourites.map((vehicle_id) => ({ user_id: demo.id, vehicle_id })))
    .onConflict((oc) => oc.doNothing())
    .execute();
}
