/**
 * SQL of the vehicle calls: one query for the page of cards, one for the count, the detail of a
 * vehicle and the similar vehicles.
 */
import type { OfferKind, VehicleSort } from '@ga/contracts';
import { sql, type Expression, type SqlBool } from 'kysely';
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { Db, Tx } from '../../db/transaction';
import { selectVehicleCards } from './vehicle-cards';

type CardQuery = ReturnType<typeof selectVehicleCards>;

/** `funding=loa` (the leasing pages): the monthly sort follows the LOA payment, the one they show. */
function orderBy(q: CardQuery, sort: VehicleSort, funding?: OfferKind): CardQuery {
  switch (sort) {
    case 'price_asc':
      return q.orderBy('v.price', 'asc').orderBy('v.id', 'asc');
    case 'price_desc':
      return q.orderBy('v.price', 'desc').orderBy('v.id', 'desc');
    case 'monthly_asc':
      return funding === 'loa'
        ? q.orderBy(sql`v.loa_monthly_from asc nulls last`).orderBy('v.id', 'asc')
        : q.orderBy(sql`v.monthly_from asc nulls last`).orderBy('v.id', 'asc');
    case 'mileage_asc':
      return q.orderBy('v.mileage', 'asc').orderBy('v.id', 'asc');
    case 'year_desc':
      return q.orderBy('v.year', 'desc').orderBy('v.arrived_at', 'desc').orderBy('v.id', 'desc');
    case 'discount_desc':
      return q.orderBy('v.discount', 'desc').orderBy('v.id', 'asc');
    case 'newest':
      return q.orderBy('v.arrived_at', 'desc').orderBy('v.id', 'desc');
  }
}

export function searchPage(
  db: Db,
  where: Expression<SqlBool>,
  sort: VehicleSort,
  page: number,
  perPage: number,
  funding?: OfferKind,
) {
  return orderBy(selectVehicleCards(db).where(where), sort, funding)
    .limit(perPage)
    .offset((page - 1) * perPage)
    .execute();
}

export async function searchCount(db: Db, where: Expression<SqlBool>): Promise<number> {
  const row = await db
    .selectFrom('vehicles as v')
    .where(where)
    .select(sql<number>`count(*)::int`.as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Card columns plus the detail columns. */
export const selectVehicleDetails = (db: Db) =>
  selectVehicleCards(db).select([
    'v.first_registration',
    'v.fiscal_power',
    'v.doors',
    'v.seats',
    'v.crit_air',
    'v.electric_range',
    'v.colour_hex',
    'v.equipment',
    'v.photo_count',
    'v.description',
    'v.warranty_months',
    'v.created_at',
    'v.euro_standard',
    'v.fuel_l100',
    'v.electricity_kwh100',
  ]);

/**
 * A published vehicle by id, or by slug (vehicle slugs name brand, model and version, so several
 * vehicles can share one: the slug gives the oldest listed one; the site's URLs carry the id).
 */
export function vehicleByIdOrSlug(db: Db, idOrSlug: string) {
  return whereIdOrSlug(selectVehicleDetails(db), idOrSlug, 'v').executeTakeFirst();
}

export const vehicleKey = (db: Db, id: number) =>
  db
    .selectFrom('vehicles')
    .select(['id', 'carmodel_id', 'type_id', 'price'])
    .where('id', '=', id)
    .where('is_published', '=', true)
    .executeTakeFirst();

/**
 * Similar vehicles: the same model first, then the same body type with a price within ±band;
 * closest price first inside each group.
 */
export function similarVehicles(
  db: Db,
  ref: { id: number; carmodel_id: number; type_id: number; price: number },
  band: number,
  limit: number,
) {
  const low = Math.floor(ref.price * (1 - band));
  const high = Math.ceil(ref.price * (1 + band));
  return selectVehicleCards(db)
    .where('v.id', '!=', ref.id)
    .where((eb) =>
      eb.or([
        eb('v.carmodel_id', '=', ref.carmodel_id),
        eb.and([eb('v.type_id', '=', ref.type_id), eb('v.price', '>=', low), eb('v.price', '<=', high)]),
      ]),
    )
    .orderBy(sql`case when v.carmodel_id = ${ref.carmodel_id} then 0 else 1 end`)
    .orderBy(sql`abs(v.price - ${ref.price})`)
    .orderBy('v.id')
    .limit(limit)
    .execute();
}

/** Whether the vehicle exists (published or not). */
export async function vehicleExists(db: Db | Tx, id: number): Promise<boolean> {
  return (await db.selectFrom('vehicles').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Whether the vehicle exists and is published. */
export async function isPublishedVehicle(db: Db | Tx, id: number): Promise<boolean> {
  return (
    (await db
      .selectFrom('vehicles')
      .select('id')
      .where('id', '=', id)
      .where('is_published', '=', true)
      .executeTakeFirst()) !== undefined
  );
}
