/**
 * The vehicle card (list and slider item) query and its serialisation, shared by every area
 * that lists vehicles.
 */
import { NEW_BADGE_DAYS, type VehicleCard } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { vehicleImageUrl } from '../media/urls';
import { priceExcludingTax, shownPriceDrop } from '../stock/reference-price';

/**
 * "Réservé": a confirmed booking, or a pending one whose hold has not lapsed (the first condition
 * repeats the predicate of the partial unique index bookings_one_active_per_vehicle, which serves it).
 */
export const isReservedSql = sql<boolean>`exists (
  select 1 from bookings bk
  where bk.vehicle_id = v.id and bk.status in ('en_attente', 'confirmee')
    and (bk.status = 'confirmee' or bk.expires_at > now())
)`;

/** The card's own columns, without « Réservé » (the search index keeps that apart). */
export function selectVehicleCardFields(db: Db) {
  return db
    .selectFrom('vehicles as v')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .innerJoin('vehicle_categories as c', 'c.id', 'v.category_id')
    .innerJoin('vehicle_types as t', 't.id', 'v.type_id')
    .select([
      'v.id',
      'v.slug',
      'v.version',
      'v.condition',
      'v.energy',
      'v.gearbox',
      'v.year',
      'v.mileage',
      'v.power_hp',
      'v.co2',
      'v.colour',
      'v.price',
      'v.price_etax',
      'v.catalogue_price',
      'v.discount',
      'v.monthly_from',
      'v.loa_monthly_from',
      'v.is_favourite_pick',
      'v.is_fitted_out',
      'v.conversion_bonus',
      'v.arrived_at',
      'v.price_drop_reference',
      'v.price_dropped_at',
      'b.id as brand_id',
      'b.slug as brand_slug',
      'b.name as brand_name',
      'm.id as carmodel_id',
      'm.slug as carmodel_slug',
      'm.name as carmodel_name',
      'c.slug as category_slug',
      't.slug as type_slug',
    ]);
}

/** The card columns of any vehicle, published or not (a booking keeps showing its vehicle). */
export function selectVehicleCardColumns(db: Db) {
  return selectVehicleCardFields(db).select(isReservedSql.as('is_reserved'));
}

export function selectVehicleCards(db: Db) {
  return selectVehicleCardColumns(db).where('v.is_published', '=', true);
}

type CardRow = Awaited<ReturnType<ReturnType<typeof selectVehicleCards>['execute']>>[number];

export function toVehicleCard(row: CardRow, publicApiUrl: string, now = new Date()): VehicleCard {
  const drop = shownPriceDrop(row.price, row.price_drop_reference, row.price_dropped_at, now);
  const reference = row.catalogue_price ?? row.price + row.discount;
  return {
    id: row.id,
    slug: row.slug,
    title: `${row.brand_name} ${row.carmodel_name}`,
    brand: { id: row.brand_id, slug: row.brand_slug, name: row.brand_name },
    carmodel: { id: row.carmodel_id, slug: row.carmodel_slug, name: row.carmodel_name },
    version: row.version,
    category: row.category_slug as VehicleCard['category'],
    body_type: row.type_slug as VehicleCard['body_type'],
    condition: row.condition,
    energy: row.energy,
    gearbox: row.gearbox,
    year: row.year,
    mileage: row.mileage,
    power_hp: row.power_hp,
    co2: row.co2,
    colour: row.colour,
    image: vehicleImageUrl(publicApiUrl, row.id, 1),
    price: row.price,
    price_etax: row.price_etax,
    catalogue_price: row.catalogue_price,
    discount: row.discount,
    discount_percent: row.discount > 0 && reference > 0 ? Math.round((row.discount / reference) * 100) : 0,
    monthly_from: row.monthly_from,
    loa_monthly_from: row.loa_monthly_from,
    // From the arrival date, never stale (the stored flag was set once, at the vehicle's entry).
    is_new_arrival: now.getTime() - new Date(row.arrived_at).getTime() < NEW_BADGE_DAYS * 24 * 3600 * 1000,
    is_favourite_pick: row.is_favourite_pick,
    is_fitted_out: row.is_fitted_out,
    conversion_bonus: row.conversion_bonus,
    is_reserved: row.is_reserved,
    price_drop: drop && {
      reference_price: drop.reference_price,
      reference_price_etax: priceExcludingTax(drop.reference_price),
      dropped_at: drop.dropped_at.toISOString(),
    },
  };
}

/**
 * Cards of the given vehicles by id, published or not any more: a booking, an estimate or a
 * funding request keeps showing its vehicle after the vehicle leaves the stock.
 */
async function vehicleCardsById(db: Db, ids: number[], publicApiUrl: string): Promise<Map<number, VehicleCard>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await selectVehicleCardColumns(db).where('v.id', 'in', unique).execute();
  return new Map(rows.map((row) => [row.id, toVehicleCard(row, publicApiUrl)]));
}

/**
 * Rows of a customer's requests (bookings, estimates, funding requests, calls) built with their
 * vehicle's card, in one query for all the rows. A row whose vehicle has no card any more is left
 * out, unless `orNull` is given (a call may name no vehicle): then it is built with null.
 */
export async function withVehicleCards<R extends { vehicle_id: number }, T>(
  db: Db,
  rows: readonly R[],
  publicApiUrl: string,
  build: (row: R, card: VehicleCard) => T,
): Promise<T[]>;
export async function withVehicleCards<R extends { vehicle_id: number | null }, T>(
  db: Db,
  rows: readonly R[],
  publicApiUrl: string,
  build: (row: R, card: VehicleCard | null) => T,
  options: { orNull: true },
): Promise<T[]>;
export async function withVehicleCards<R extends { vehicle_id: number | null }, T>(
  db: Db,
  rows: readonly R[],
  publicApiUrl: string,
  build: ((row: R, card: VehicleCard) => T) | ((row: R, card: VehicleCard | null) => T),
  options: { orNull?: boolean } = {},
): Promise<T[]> {
  const cards = await vehicleCardsById(
    db,
    rows.flatMap((r) => (r.vehicle_id === null ? [] : [r.vehicle_id])),
    publicApiUrl,
  );
  return rows.flatMap((r) => {
    const card = r.vehicle_id === null ? null : (cards.get(r.vehicle_id) ?? null);
    // Without orNull, build is only called with a card (the first signature).
    return card || options.orNull ? [(build as (row: R, card: VehicleCard | null) => T)(r, card)] : [];
  });
}
