/**
 * Zod schema of the partner-request reply (serialisation and OpenAPI).
 */
import { PARTNER_REQUEST_KINDS, REQUEST_STATUSES, type PartnerRequest } from '@ga/contracts';
import { z } from 'zod';

export const partnerRequestSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PARTNER_REQUEST_KINDS),
  company_name: z.string(),
  company_siret: z.string().nullable(),
  fleet_size: z.number().int().nullable(),
  phone: z.string(),
  message: z.string(),
  status: z.enum(REQUEST_STATUSES),
  created_at: z.string(),
}) satisfies z.ZodType<PartnerRequest>;

export const partnerRequestResourceSchema = z.object({ data: partnerRequestSchema });
