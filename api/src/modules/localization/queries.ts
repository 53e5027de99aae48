/**
 * SQL of the postal code / commune search.
 */
import { LOCALITY_MAX_RESULTS } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { withLocalities } from './tables';

const localities = (db: Db) =>
  withLocalities(db)
    .selectFrom('localities')
    .select(['postal_code', 'name', 'insee_code', 'department_code'])
    .limit(LOCALITY_MAX_RESULTS);

/** Localities whose postal code starts with the digits. */
export function localitiesByPostalCode(db: Db, prefix: string) {
  return localities(db).where('postal_code', 'like', `${prefix}%`).orderBy('postal_code').orderBy('name').execute();
}

/**
 * Localities whose folded name, or one of its words, starts with the text; names starting with it
 * first. foldSearch leaves [a-z0-9 ] only: no LIKE wildcard can get through.
 */
export function localitiesByName(db: Db, folded: string) {
  return localities(db)
    .where((eb) => eb.or([eb('search_name', 'like', `${folded}%`), eb('search_name', 'like', `% ${folded}%`)]))
    .orderBy(sql`case when search_name like ${`${folded}%`} then 0 else 1 end`)
    .orderBy('search_name')
    .orderBy('postal_code')
    .execute();
}
