/**
 * SQL of a request's details: the row the visitor's request wrote, read whole from its own table
 * (the inbox view keeps a summary only), with the names its ids point to.
 */
import type { Db } from '../../../db/transaction';
import type { DB } from '../../../db/types/database';
import { isReservedSql } from '../../catalogue/vehicle-cards';

type Read = Pick<
  DB,
  | 'appointment_places'
  | 'appointments'
  | 'bookings'
  | 'brands'
  | 'business_sectors'
  | 'calls'
  | 'carmodels'
  | 'contact_requests'
  | 'delivery_types'
  | 'departments'
  | 'estimates'
  | 'form_pages'
  | 'form_replies'
  | 'funding_types'
  | 'fundings'
  | 'partner_requests'
  | 'reprises'
  | 'users'
  | 'vehicles'
>;
const read = (db: Db) => db.withTables<Read>();

export function vehicleRow(db: Db, id: number) {
  return read(db)
    .selectFrom('vehicles as v')
    .innerJoin('brands as b', 'b.id', 'v.brand_id')
    .innerJoin('carmodels as m', 'm.id', 'v.carmodel_id')
    .select([
      'v.id',
      'v.slug',
      'v.price',
      'v.version',
      'v.sold_at',
      'v.withdrawn_at',
      'v.is_published',
      'b.name as brand',
      'm.name as model',
      isReservedSql.as('is_reserved'),
    ])
    .where('v.id', '=', id)
    .executeTakeFirst();
}

export function bookingRow(db: Db, id: number) {
  return read(db)
    .selectFrom('bookings as r')
    .leftJoin('delivery_types as t', 't.id', 'r.delivery_type_id')
    .leftJoin('departments as d', 'd.id', 'r.department_id')
    .select([
      'r.vehicle_id',
      'r.price',
      'r.price_etax',
      'r.discount',
      'r.preferred_date',
      'r.preferred_slot',
      'r.message',
      'r.delivery_price',
      'r.confirmed_at',
      'r.cancelled_at',
      'r.promo_code',
      'r.promo_label',
      'r.promo_discount',
      'r.funding',
      't.name as delivery_type',
      't.at_home',
      'd.name as department_name',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function callRow(db: Db, id: number) {
  return read(db)
    .selectFrom('calls')
    .select(['vehicle_id', 'preferred_date', 'slot', 'message'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function contactRow(db: Db, id: number) {
  return read(db)
    .selectFrom('contact_requests')
    .select(['vehicle_id', 'subject', 'message', 'user_id'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function appointmentRow(db: Db, id: number) {
  return read(db)
    .selectFrom('appointments as r')
    .innerJoin('appointment_places as p', 'p.id', 'r.place_id')
    .select([
      'r.kind',
      'r.starts_at',
      'r.ends_at',
      'r.resource',
      'r.message',
      'r.cancel_reason',
      'p.name as place',
      'p.address',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function formReplyRow(db: Db, id: number) {
  return read(db)
    .selectFrom('form_replies as r')
    .innerJoin('form_pages as f', 'f.id', 'r.form_page_id')
    .select(['r.values', 'f.fields', 'f.title'])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function partnerRow(db: Db, id: number) {
  return read(db)
    .selectFrom('partner_requests')
    .select(['kind', 'company_name', 'company_siret', 'fleet_size', 'message'])
    .where('id', '=', id)
    .executeTakeFirst();
}

export function companyRow(db: Db, userId: number) {
  return read(db)
    .selectFrom('users as u')
    .leftJoin('business_sectors as s', 's.id', 'u.business_sector_id')
    .select([
      'u.company_name',
      'u.company_siret',
      'u.address',
      'u.postal_code',
      'u.city',
      'u.company_verified_at',
      'u.company_refused_at',
      'u.company_refusal_reason',
      's.name as sector',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
}

export function estimateRow(db: Db, id: number) {
  return read(db)
    .selectFrom('estimates as r')
    .innerJoin('delivery_types as t', 't.id', 'r.delivery_type_id')
    .innerJoin('departments as d', 'd.id', 'r.department_id')
    .select([
      'r.vehicle_id',
      'r.price',
      'r.lines',
      'r.message',
      'r.promo_code',
      'r.promo_label',
      'r.funding',
      'r.valid_until',
      'r.total_ht_cents',
      'r.total_tva_cents',
      'r.total_ttc_cents',
      't.name as delivery_type',
      'd.name as department_name',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function fundingRow(db: Db, id: number) {
  return read(db)
    .selectFrom('fundings as r')
    .innerJoin('funding_types as t', 't.id', 'r.funding_type_id')
    .select([
      'r.vehicle_id',
      'r.amount',
      'r.contribution',
      'r.duration_months',
      'r.mileage_per_year',
      'r.monthly_cents',
      'r.apr_bp',
      'r.total_due_cents',
      'r.purchase_option',
      'r.message',
      't.name as funding_type',
      't.slug as funding_slug',
    ])
    .where('r.id', '=', id)
    .executeTakeFirst();
}

export function tradeinRow(db: Db, id: number) {
  return read(db).selectFrom('reprises').select(['comment']).where('id', '=', id).executeTakeFirst();
}
