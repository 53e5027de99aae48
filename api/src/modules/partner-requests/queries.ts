/**
 * SQL of the partner requests.
 */
import type { PartnerRequestData } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { withPartnerRequests } from './tables';

/** Stores a request and returns its row. */
export function insertPartnerRequest(db: Db, userId: number, data: PartnerRequestData) {
  return withPartnerRequests(db)
    .insertInto('partner_requests')
    .values({
      user_id: userId,
      kind: data.kind,
      company_name: data.company_name,
      company_siret: data.company_siret,
      fleet_size: data.fleet_size,
      phone: data.phone,
      message: data.message,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}
