/**
 * SQL of the cities' pages.
 */
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { Db } from '../../db/transaction';
import { withCities } from './tables';

const CITY_COLUMNS = [
  'id',
  'slug',
  'name',
  'at_name',
  'postal_code',
  'insee_code',
  'department_code',
  'latitude',
  'longitude',
] as const;

export function allCities(db: Db) {
  return withCities(db).selectFrom('cities').select(CITY_COLUMNS).execute();
}

export function findCity(db: Db, slugOrId: string) {
  return whereIdOrSlug(withCities(db).selectFrom('cities').select(CITY_COLUMNS), slugOrId).executeTakeFirst();
}

export function departmentByCode(db: Db, code: string) {
  return db.selectFrom('departments').select(['id', 'code', 'name']).where('code', '=', code).executeTakeFirstOrThrow();
}
