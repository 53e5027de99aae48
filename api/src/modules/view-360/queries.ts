/**
 * SQL of the 360° view.
 */
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { Db } from '../../db/transaction';

/** The id of a published vehicle, by id or slug. */
export function publishedVehicleId(db: Db, idOrSlug: string) {
  return whereIdOrSlug(
    db.selectFrom('vehicles').select('id').where('is_published', '=', true),
    idOrSlug,
  ).executeTakeFirst();
}
