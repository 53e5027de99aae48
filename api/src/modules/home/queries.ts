/**
 * SQL of the home page data.
 */
import type { ListSlideCategory } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { listingCondition } from '../catalogue/listings';
import { selectVehicleCards } from '../catalogue/vehicle-cards';

export const activeBanners = (db: Db) =>
  db.selectFrom('banners').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').execute();

export const activeWelcomeSlides = (db: Db) =>
  db.selectFrom('welcome_slides').selectAll().where('is_active', '=', true).orderBy('position').orderBy('id').execute();

export const latestNews = (db: Db, limit: number) =>
  db
    .selectFrom('news')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('published_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export const latestReviews = (db: Db, limit: number) =>
  db
    .selectFrom('reviews')
    .selectAll()
    .where('is_published', '=', true)
    .orderBy('reviewed_on', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();

export async function reviewStats(db: Db): Promise<{ count: number; satisfied: number; average: number }> {
  const row = await db
    .selectFrom('reviews')
    .where('is_published', '=', true)
    .select([
      sql<number>`count(*)::int`.as('count'),
      sql<number>`count(*) FILTER (WHERE rating >= 4)::int`.as('satisfied'),
      sql<number>`coalesce(round(avg(rating)::numeric, 1), 0)::float8`.as('average'),
    ])
    .executeTakeFirstOrThrow();
  return { count: Number(row.count), satisfied: Number(row.satisfied), average: Number(row.average) };
}

export const businessSectors = (db: Db) =>
  db.selectFrom('business_sectors').select(['id', 'name', 'code']).orderBy('position').orderBy('id').execute();

/**
 * Vehicles of one home slider. The sliders named like a listing of /achat use that listing's
 * criterion (catalogue/listings.ts), so « Voir tout » shows the same selection.
 */
export function sliderVehicles(db: Db, category: ListSlideCategory, limit: number, now = new Date()) {
  let q = selectVehicleCards(db);
  switch (category) {
    case 'nouveautes':
      q = q.orderBy('v.is_new_arrival', 'desc').orderBy('v.arrived_at', 'desc');
      break;
    case 'coup-de-coeur':
      q = q.where(listingCondition('coup-de-coeur', now)).orderBy('v.arrived_at', 'desc');
      break;
    case 'offre-du-moment':
      q = q
        .where(listingCondition('offre-du-moment', now))
        .orderBy(sql`v.discount::float8 / (v.price + v.discount)`, 'desc');
      break;
    case 'utilitaires':
      q = q.where('c.slug', '=', 'utilitaires').orderBy('v.arrived_at', 'desc');
      break;
    case 'electriques':
      q = q.where('v.energy', '=', 'electrique').orderBy('v.arrived_at', 'desc');
      break;
  }
  return q.orderBy('v.id').limit(limit).execute();
}
