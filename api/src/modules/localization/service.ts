/**
 * Postal code / commune search for the forms: digits are a postal-code prefix, anything else a
 * name prefix (folded: accents, case, hyphens and apostrophes ignored), matched at the start of
 * the name or of one of its words (« mans » finds Le Mans). Names starting with the text come
 * first, then by name and postal code.
 */
import type { Locality } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { foldSearch } from './normalize';
import { localitiesByName, localitiesByPostalCode } from './queries';

export async function searchLocalities(db: Db, search: string): Promise<Locality[]> {
  const compact = search.replace(/\s+/g, '');
  const rows = /^\d{1,5}$/.test(compact)
    ? await localitiesByPostalCode(db, compact)
    : await localitiesByName(db, foldSearch(search));
  return rows.map((r) => ({
    postal_code: r.postal_code,
    city: r.name,
    insee_code: r.insee_code,
    department_code: r.department_code,
    label: `${r.postal_code} ${r.name}`,
  }));
}
