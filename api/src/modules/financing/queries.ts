/**
 * SQL of the financing: funding types, offers (rents) with their lender, funding requests.
 */
import type { Insertable } from 'kysely';
import type { Db } from '../../db/transaction';
import { selectVehicleCards } from '../catalogue/vehicle-cards';
import { financingDb, type FinancingTables } from './tables';

export function fundingTypeRows(db: Db) {
  return financingDb(db)
    .selectFrom('funding_types')
    .select(['id', 'slug', 'name', 'description', 'for_companies'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function fundingTypeById(db: Db, id: number) {
  return financingDb(db)
    .selectFrom('funding_types')
    .select(['id', 'slug', 'for_companies'])
    .where('id', '=', id)
    .executeTakeFirst();
}

/** The simulator's lender (the first one). */
export function firstLender(db: Db) {
  return financingDb(db).selectFrom('lenders').select(['name', 'legal_notice']).orderBy('id').executeTakeFirstOrThrow();
}

export function fundingTypeBySlug(db: Db, slug: FinancingTables['funding_types']['slug']) {
  return financingDb(db).selectFrom('funding_types').select('name').where('slug', '=', slug).executeTakeFirstOrThrow();
}

/** Offers with their type and lender; `vehicleId` and/or `rentId`. */
function selectRents(db: Db) {
  return financingDb(db)
    .selectFrom('rents as r')
    .innerJoin('funding_types as ft', 'ft.id', 'r.funding_type_id')
    .innerJoin('lenders as l', 'l.id', 'r.lender_id')
    .select([
      'r.id',
      'r.vehicle_id',
      'r.duration_months',
      'r.mileage_per_year',
      'r.contribution',
      'r.apr_bp',
      'r.residual_percent',
      'ft.id as type_id',
      'ft.slug as kind',
      'ft.name as type_name',
      'l.name as lender',
      'l.legal_notice',
    ])
    .where('r.is_active', '=', true)
    .where('ft.slug', 'in', ['credit', 'loa']);
}
export function rentById(db: Db, rentId: number) {
  return selectRents(db).where('r.id', '=', rentId).executeTakeFirst();
}

export function vehicleRents(db: Db, vehicleId: number) {
  return selectRents(db).where('r.vehicle_id', '=', vehicleId).orderBy('r.id').execute();
}

export function vehicleRent(db: Db, rentId: number, vehicleId: number) {
  return selectRents(db).where('r.id', '=', rentId).where('r.vehicle_id', '=', vehicleId).executeTakeFirst();
}

/** A vehicle's card row with its first registration (the residual value depends on its age). */
export function vehicleCardWithRegistration(db: Db, vehicleId: number) {
  return selectVehicleCards(db).select('v.first_registration').where('v.id', '=', vehicleId).executeTakeFirst();
}

export async function isCompanyAccount(db: Db, userId: number): Promise<boolean> {
  const user = await db.selectFrom('users').select('is_comp').where('id', '=', userId).executeTakeFirst();
  return Boolean(user?.is_comp);
}

function selectFundings(db: Db) {
  return financingDb(db)
    .selectFrom('fundings as f')
    .innerJoin('funding_types as ft', 'ft.id', 'f.funding_type_id')
    .select([
      'f.id',
      'f.vehicle_id',
      'f.rent_id',
      'f.status',
      'f.amount',
      'f.contribution',
      'f.duration_months',
      'f.mileage_per_year',
      'f.monthly_cents',
      'f.apr_bp',
      'f.purchase_option',
      'f.total_due_cents',
      'f.phone',
      'f.message',
      'f.created_at',
      'ft.id as type_id',
      'ft.slug as type_slug',
      'ft.name as type_name',
    ]);
}
/** The user's requests, newest first. */
export function userFundingRows(db: Db, userId: number) {
  return selectFundings(db)
    .where('f.user_id', '=', userId)
    .orderBy('f.created_at', 'desc')
    .orderBy('f.id', 'desc')
    .execute();
}

export function fundingRowById(db: Db, id: number) {
  return selectFundings(db).where('f.id', '=', id).executeTakeFirstOrThrow();
}

/** Stores a request; returns its id. */
export async function insertFunding(db: Db, values: Insertable<FinancingTables['fundings']>): Promise<number> {
  const inserted = await financingDb(db)
    .insertInto('fundings')
    .values(values)
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

/** Deletes one of the user's requests; false when there was none. */
export async function deleteUserFunding(db: Db, userId: number, fundingId: number): Promise<boolean> {
  const result = await financingDb(db)
    .deleteFrom('fundings')
    .where('id', '=', fundingId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) !== 0;
}
