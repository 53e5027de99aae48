/**
 * Zod schemas of the booking replies (serialisation and OpenAPI) and of the path parameter.
 */
import { BOOKING_SLOTS, BOOKING_STATUSES, type Booking } from '@ga/contracts';
import { z } from 'zod';
import { listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';
import { chosenFundingSchema } from '../financing/schemas';

export const bookingSchema = z.object({
  id: z.number().int(),
  status: z.enum(BOOKING_STATUSES),
  vehicle: vehicleCardSchema,
  delivery_type: z
    .object({
      id: z.number().int(),
      name: z.string(),
      at_home: z.boolean(),
      delivery_price: z.number().int().nullable(),
      delivery_price_etax: z.number().int().nullable(),
    })
    .nullable()
    .describe('null : remise à convenir avec le conseiller ; delivery_price null = sur devis'),
  department: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  preferred_date: z.string().nullable().describe('AAAA-MM-JJ'),
  preferred_slot: z.enum(BOOKING_SLOTS).nullable(),
  phone: z.string(),
  message: z.string().nullable(),
  price: z.number().int(),
  price_etax: z.number().int(),
  discount: z.number().int(),
  promo: z
    .object({ code: z.string(), label: z.string(), discount: z.number().int() })
    .nullable()
    .describe('Le code apporté, vérifié à la réservation, et sa remise ce jour-là (euros TTC) ; null sans'),
  funding: chosenFundingSchema,
  expires_at: z.string().nullable().describe('Fin de la mise de côté (en attente) ou date où elle a expiré'),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Booking>;

export const bookingResourceSchema = z.object({ data: bookingSchema });
export const bookingListSchema = listOf(bookingSchema);

const invalidId = 'Identifiant de réservation invalide.';
export const bookingParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});
