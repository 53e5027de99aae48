/**
 * Zod schemas of the quote replies (serialisation and OpenAPI) and of the path parameter.
 */
import { QUOTE_LINE_KINDS, QUOTE_OPTION_SLUGS, REQUEST_STATUSES, type Quote, type QuoteOption } from '@ga/contracts';
import { z } from 'zod';
import { listOf } from '../../http/reply-schemas';
import { vehicleCardSchema } from '../catalogue/schemas';
import { chosenFundingSchema } from '../financing/schemas';

const cents = z.number().int();

export const quoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  label: z.string(),
  note: z.string().nullable(),
  ht_cents: cents,
  tva_cents: cents,
  ttc_cents: cents.describe('Centimes TTC, négatif pour la remise'),
});

export const quoteSchema = z.object({
  id: z.number().int(),
  number: z.string().describe('GA-<année>-<numéro sur 6 chiffres>'),
  status: z.enum(REQUEST_STATUSES),
  vehicle: vehicleCardSchema,
  delivery_type: z.object({
    id: z.number().int(),
    name: z.string(),
    at_home: z.boolean(),
    delivery_price: z.number().int().nullable().describe('Euros TTC ; null = sur devis'),
  }),
  department: z.object({ id: z.number().int(), name: z.string() }),
  coupon_id: z.number().int().nullable(),
  partner_code_id: z.number().int().nullable(),
  promo_code: z.object({ code: z.string(), label: z.string() }).nullable(),
  funding: chosenFundingSchema,
  options: z.array(z.enum(QUOTE_OPTION_SLUGS as [QuoteOption, ...QuoteOption[]])),
  price: z.number().int().describe('Prix du véhicule TTC (euros) à la date du devis'),
  lines: z.array(quoteLineSchema),
  vat_rate_percent: z.number().int(),
  total_ht_cents: cents,
  total_tva_cents: cents,
  total_ttc_cents: cents,
  message: z.string().nullable(),
  valid_until: z.string().describe('AAAA-MM-JJ'),
  created_at: z.string(),
}) satisfies z.ZodType<Quote, unknown>;

export const quoteResourceSchema = z.object({ data: quoteSchema });
export const quoteListSchema = listOf(quoteSchema);

const invalidId = 'Identifiant de devis invalide.';
export const quoteParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});
