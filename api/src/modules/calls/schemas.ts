/**
 * Zod schemas of the call-back replies (serialisation and OpenAPI).
 */
import { CALL_SLOTS, REQUEST_STATUSES, type CallRequest } from '@ga/contracts';
import { z } from 'zod';
import { listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';

export const callSchema = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  vehicle: vehicleCardSchema.nullable(),
  phone: z.string(),
  preferred_date: z.string().describe('AAAA-MM-JJ'),
  slot: z.enum(CALL_SLOTS),
  slot_label: z.string().describe('« 14 h – 17 h »'),
  message: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<CallRequest>;

export const callResourceSchema = z.object({ data: callSchema });
export const callListSchema = listOf(callSchema);
