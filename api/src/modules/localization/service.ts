/**
 * Postal code / commune search for the forms: digits are a postal-code prefix, anything else a
 * name prefix (folded: accents, case, hyphens and apostrophes ignored), matched at the start of
 * the name or of one of its words (« mans » finds Le Mans). Names starting with the text come
 * first, then by name and postal code.
 */
import { LOCALITY_MAX_RESULTS, type Locality } from '@ga/contracts';
import { sql } from 'kysely';
import type { Db } from '../../db/transaction';
import { foldSearch } from './normalize';
import { withLocalities } from './table';

export async function searchLocalities(db: Db, search: string): Promise<Locality[]> {
  const ldb = withLocalities(db);
  const compact = search.replace(/\s+/g, '');
  const base = ldb.selectFrom('localities').select(['postal_code', 'name', 'insee_code', 'department_code']).limit(LOCALITY_MAX_RESULTS);
  let rows;
  if (/^\d{1,5}$/.test(compact)) {
    rows = await base.where('postal_code', 'like', `${compact}%`).orderBy('postal_code').orderBy('name').execute();
  } else {
    // foldSearch leaves [a-z0-9 ] only: no LIKE wildcard can get through.
    const folded = foldSearch(search);
    rows = await base
      .where((eb) => eb.or([eb('search_name', 'like', `${folded}%`), eb('search_name', 'like', `% ${folded}%`)]))
      .orderBy(sql`case when search_name like ${`${folded}%`} then 0 else 1 end`)
      .orderBy('search_name')
      .orderBy('postal_code')
      .execute();
  }
  return rows.map((r) => ({
    postal_code: r.postal_code,
    city: r.name,
    insee_code: r.insee_code,
    department_code: r.department_code,
    label: `${r.postal_code} ${r.name}`,
  }));
}
