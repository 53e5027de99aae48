/**
 * SQL of the « À propos » pages: teams, partners, départements.
 */
import { idOrSlugKey } from '../../../db/id-or-slug';
import type { Db } from '../../../db/transaction';
import { contentDb } from '../tables';

export function teamRows(db: Db) {
  return contentDb(db)
    .selectFrom('teams')
    .select(['id', 'slug', 'name', 'mission'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

export function teamMemberRows(db: Db) {
  return contentDb(db)
    .selectFrom('team_members')
    .select(['id', 'team_id', 'first_name', 'role', 'speciality'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}

const partnerColumns = [
  'id',
  'slug',
  'name',
  'category',
  'summary',
  'description',
  'benefits',
  'site_path',
  'colour',
] as const;

export function activePartners(db: Db) {
  return contentDb(db)
    .selectFrom('partners')
    .select(partnerColumns)
    .where('is_active', '=', true)
    .orderBy('position')
    .orderBy('name')
    .execute();
}

export function findActivePartner(db: Db, idOrSlug: string) {
  const key = idOrSlugKey(idOrSlug);
  const q = contentDb(db).selectFrom('partners').select(partnerColumns).where('is_active', '=', true);
  return ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)).executeTakeFirst();
}

export function departmentsInOrder(db: Db) {
  return db.selectFrom('departments').select(['code', 'name']).orderBy('position').execute();
}
