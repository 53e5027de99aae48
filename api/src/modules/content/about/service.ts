/**
 * « L’équipe » and « Partenaires » (DEMO DATA, seeds/about.ts).
 */
import { departmentDeliveryPath, departmentName, departmentSlug, type Partner, type Team } from '@ga/contracts';
import type { Db } from '../../../db/transaction';
import { activePartners, departmentsInOrder, findActivePartner, teamMemberRows, teamRows } from './queries';

export async function listTeams(db: Db): Promise<Team[]> {
  const teams = await teamRows(db);
  const members = await teamMemberRows(db);
  return teams.map((t) => ({
    ...t,
    members: members.filter((m) => m.team_id === t.id).map(({ team_id: _team, ...m }) => m),
  }));
}

export function listPartners(db: Db): Promise<Partner[]> {
  return activePartners(db);
}

export async function findPartner(db: Db, idOrSlug: string): Promise<Partner | null> {
  return (await findActivePartner(db, idOrSlug)) ?? null;
}

/** Content pages whose address comes from data (GET /api/sitemap/pages): partners, delivery per département. */
export async function sitemapPages(db: Db) {
  const partners = await listPartners(db);
  const departments = await departmentsInOrder(db);
  return [
    ...partners.map((p) => ({ path: `/a-propos/partenaires/${p.slug}`, slug: p.slug, label: p.name })),
    ...departments.map((d) => ({
      path: departmentDeliveryPath(d),
      slug: departmentSlug(d),
      label: `Livraison à domicile : ${departmentName(d)} (${d.code})`,
    })),
  ];
}
