/**
 * SQL of the catalogue reference calls: categories and body types, brands, models, energies and
 * the sitemap. Counts are of published vehicles.
 */
import type { BodyType, VehicleCategorySlug } from '@ga/contracts';
import { sql } from 'kysely';
import { idOrSlugKey } from '../../db/id-or-slug';
import type { Db } from '../../db/transaction';

const count = sql<number>`count(v.id)::int`;
const byIdOrSlug = idOrSlugKey;

export function categories(db: Db, slug?: VehicleCategorySlug) {
  let q = db.selectFrom('vehicle_categories').select(['id', 'slug', 'name']).orderBy('position').orderBy('id');
  if (slug) q = q.where('slug', '=', slug);
  return q.execute();
}

export function categoryByIdOrSlug(db: Db, idOrSlug: string) {
  const key = byIdOrSlug(idOrSlug);
  const q = db.selectFrom('vehicle_categories').select(['id', 'slug', 'name']);
  return ('id' in key ? q.where('id', '=', key.id!) : q.where('slug', '=', key.slug)).executeTakeFirst();
}

/** Body types with their vehicle counts, optionally of some categories or one type. */
export function typesWithCounts(db: Db, filter: { categoryIds?: number[]; idOrSlug?: string } = {}) {
  let q = db
    .selectFrom('vehicle_types as t')
    .leftJoin('vehicles as v', (j) => j.onRef('v.type_id', '=', 't.id').on('v.is_published', '=', true))
    .select(['t.id', 't.slug', 't.name', 't.category_id', count.as('vehicles_count')])
    .groupBy('t.id')
    .orderBy('t.category_id')
    .orderBy('t.position')
    .orderBy('t.id');
  if (filter.categoryIds) q = q.where('t.category_id', 'in', filter.categoryIds.length ? filter.categoryIds : [0]);
  if (filter.idOrSlug) {
    const key = byIdOrSlug(filter.idOrSlug);
    q = 'id' in key ? q.where('t.id', '=', key.id!) : q.where('t.slug', '=', key.slug!);
  }
  return q.execute();
}

export function brandsWithCounts(
  db: Db,
  filter: { category?: VehicleCategorySlug; search?: string; idOrSlug?: string } = {},
) {
  let q = db
    .selectFrom('brands as b')
    .leftJoin('vehicles as v', (j) => {
      let on = j.onRef('v.brand_id', '=', 'b.id').on('v.is_published', '=', true);
      if (filter.category)
        on = on.on('v.category_id', 'in', (eb) =>
          eb.selectFrom('vehicle_categories').select('id').where('slug', '=', filter.category!),
        );
      return on;
    })
    .select(['b.id', 'b.slug', 'b.name', 'b.country', count.as('vehicles_count')])
    .groupBy('b.id')
    .orderBy('b.id');
  if (filter.search)
    q = q.where(
      sql<boolean>`lower(b.name) like ${`%${filter.search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`,
    );
  if (filter.idOrSlug) {
    const key = byIdOrSlug(filter.idOrSlug);
    q = 'id' in key ? q.where('b.id', '=', key.id!) : q.where('b.slug', '=', key.slug!);
  }
  return q.execute();
}

/** Models with brand, body type, category, vehicle count and lowest price. */
export function carmodelsWithCounts(db: Db, filter: { brandId?: number; idOrSlug?: string }) {
  let q = db
    .selectFrom('carmodels as m')
    .innerJoin('brands as b', 'b.id', 'm.brand_id')
    .innerJoin('vehicle_types as t', 't.id', 'm.type_id')
    .innerJoin('vehicle_categories as c', 'c.id', 't.category_id')
    .leftJoin('vehicles as v', (j) => j.onRef('v.carmodel_id', '=', 'm.id').on('v.is_published', '=', true))
    .select([
      'm.id',
      'm.slug',
      'm.name',
      'b.id as brand_id',
      'b.slug as brand_slug',
      'b.name as brand_name',
      't.slug as type_slug',
      'c.slug as category_slug',
      count.as('vehicles_count'),
      sql<number | null>`min(v.price)`.as('price_from'),
    ])
    .groupBy(['m.id', 'b.id', 't.slug', 'c.slug'])
    .orderBy('m.id');
  if (filter.brandId !== undefined) q = q.where('m.brand_id', '=', filter.brandId);
  if (filter.idOrSlug) {
    const key = byIdOrSlug(filter.idOrSlug);
    q = 'id' in key ? q.where('m.id', '=', key.id!) : q.where('m.slug', '=', key.slug!);
  }
  return q.execute();
}

export function energyCounts(db: Db, type?: BodyType) {
  let q = db
    .selectFrom('vehicles as v')
    .where('v.is_published', '=', true)
    .select(['v.energy as value', count.as('count')])
    .groupBy('v.energy');
  if (type)
    q = q.where('v.type_id', 'in', (eb) => eb.selectFrom('vehicle_types').select('id').where('slug', '=', type));
  return q.execute();
}

export const sitemapVehicles = (db: Db) =>
  db
    .selectFrom('vehicles as v')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .select(['v.id', 'v.slug', 'v.updated_at', sql<string>`b.name || ' ' || m.name || ' ' || v.version`.as('label')])
    .where('v.is_published', '=', true)
    .orderBy('v.id')
    .execute();

/** Brands (or models) with at least one published vehicle, and their vehicles' latest change. */
export function sitemapGroups(db: Db, kind: 'brands' | 'carmodels') {
  const q =
    kind === 'brands'
      ? db.selectFrom('brands as g').innerJoin('vehicles as v', 'v.brand_id', 'g.id')
      : db.selectFrom('carmodels as g').innerJoin('vehicles as v', 'v.carmodel_id', 'g.id');
  return q
    .where('v.is_published', '=', true)
    .select(['g.slug', 'g.name as label', sql<Date>`max(v.updated_at)`.as('updated_at')])
    .groupBy(['g.slug', 'g.name'])
    .orderBy('g.slug')
    .execute();
}
