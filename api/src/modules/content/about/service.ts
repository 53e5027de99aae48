/**
 * « L’équipe » and « Partenaires » (DEMO DATA, seeds/about.ts).
 */
import { departmentDeliveryPath, departmentName, departmentSlug, type Partner, type Team } from '@ga/contracts';
import { idOrSlugKey } from '../../../db/id-or-slug';
import type { Db } from '../../../db/transaction';
import { contentDb } from '../tables';

export async function listTeams(db: Db): Promise<Team[]> {
  const c = contentDb(db);
  const teams = await c.selectFrom('teams').select(['id', 'slug', 'name', 'mission']).orderBy('position').orderBy('id').execute();
  const members = await c.selectFrom('team_members').select(['id', 'team_id', 'first_name', 'role', 'speciality']).orderBy('position').orderBy('id').execute();
  return teams.map((t) => ({ ...t, members: members.filter((m) => m.team_id === t.id).map(({ team_id: _team, ...m }) => m) }));
}

const partnerColumns = ['id', 'slug', 'name', 'category', 'summary', 'description', 'benefits', 'site_path', 'colour'] as const;

export function listPartners(db: Db): Promise<Partner[]> {
  return contentDb(db).selectFrom('partners').select(partnerColumns).where('is_active', '=', true).orderBy('position').orderBy('name').execute();
}

export async function findPartner(db: Db, idOrSlug: string): Promise<Partner | null> {
  const key = idOrSlugKey(idOrSlug);
  const q = contentDb(db).selectFrom('partners').select(partnerColumns).where('is_active', '=', true);
  return (await ('id' in key ? q.where('id', '=', key.id) : q.where('slug', '=', key.slug)).executeTakeFirst()) ?? null;
}

/** Content pages whose address comes from data (GET /api/sitemap/pages): partners, delivery per département. */
export async function sitemapPages(db: Db) {
  const partners = await listPartners(db);
  const departments = await db.selectFrom('departments').select(['code', 'name']).orderBy('position').execute();
  return [
    ...partners.map((p) => ({ path: `/a-propos/partenaires/${p.slug}`, slug: p.slug, label: p.name })),
    ...departments.map((d) => ({ path: departmentDeliveryPath(d), slug: departmentSlug(d), label: `Livraison à domicile : ${departmentName(d)} (${d.code})` })),
  ];
}
