/**
 * SQL of the campaigns (events and promotions).
 */
import { whereIdOrSlug } from '../../db/id-or-slug';
import type { Db } from '../../db/transaction';
import { withCampaigns } from './tables';

/** A campaign of the given kind, by id or slug. */
export function findCampaign(db: Db, kind: 'event' | 'promotion', idOrSlug: string) {
  return whereIdOrSlug(
    withCampaigns(db).selectFrom('campaigns').selectAll().where('kind', '=', kind),
    idOrSlug,
  ).executeTakeFirst();
}
