/**
 * Partner requests: a signed-in user asks to become a partner or to equip a company fleet.
 */
import type { PartnerRequest, PartnerRequestData } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { insertPartnerRequest } from './queries';

export async function createPartnerRequest(db: Db, userId: number, data: PartnerRequestData): Promise<PartnerRequest> {
  const row = await insertPartnerRequest(db, userId, data);
  return {
    id: row.id,
    kind: row.kind,
    company_name: row.company_name,
    company_siret: row.company_siret,
    fleet_size: row.fleet_size,
    phone: row.phone,
    message: row.message,
    status: row.status,
    created_at: new Date(row.created_at).toISOString(),
  };
}
