/**
 * Zod schemas of the trade-in replies (serialisation and OpenAPI) and of the parameters.
 */
import {
  ENERGIES,
  GEARBOXES,
  TRADEIN_MESSAGES,
  TRADEIN_OFFER_STATUSES,
  REQUEST_STATUSES,
  type Paginated,
  type Tradein,
  type TradeinOffer,
} from '@ga/contracts';
import { z } from 'zod';

export const tradeinOfferSchema = z.object({
  id: z.number().int(),
  amount: z.number().int().describe('Euros : la somme des lignes'),
  lines: z.array(
    z.object({
      kind: z.enum(['estimate', 'adjustment']),
      label: z.string(),
      amount: z.number().int(),
      reason: z.string().nullable(),
    }),
  ),
  valid_until: z.string().describe('Dernier jour (heure de Paris) pour accepter'),
  conditions: z.string(),
  subject_to_inspection: z.boolean().describe('Sans expertise réalisée : offre sous réserve de conformité du véhicule'),
  expertise: z.object({ id: z.number().int(), reference: z.string(), date: z.string() }).nullable(),
  status: z.enum(TRADEIN_OFFER_STATUSES),
  expired: z.boolean(),
  decline_reason: z.string().nullable(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
}) satisfies z.ZodType<TradeinOffer>;

export const tradeinSchema = z.object({
  id: z.number().int(),
  status: z.enum(REQUEST_STATUSES),
  plate: z.string().nullable(),
  brand: z.string(),
  carmodel: z.string(),
  finish: z.string().nullable(),
  type: z.string().nullable(),
  energy: z.enum(ENERGIES),
  gearbox: z.enum(GEARBOXES),
  year: z.number().int(),
  month: z.number().int(),
  fiscal_power: z.number().int().nullable(),
  engine_power: z.number().int().nullable(),
  colour: z.string().nullable(),
  mileage: z.number().int(),
  equipments: z.array(z.string()),
  damages: z.array(z.object({ area: z.string(), kind: z.string() })),
  first_hand: z.boolean(),
  service_history: z.boolean(),
  comment: z.string().nullable(),
  phone: z.string(),
  estimate_min: z.number().int().nullable().describe('Euros ; null tant que la reprise n’est pas estimée'),
  estimate_max: z.number().int().nullable(),
  version_id: z.number().int().nullable(),
  valuation: z
    .array(
      z.object({
        kind: z.enum(['base', 'age', 'mileage', 'equipment', 'damage', 'history', 'owners', 'resale', 'floor']),
        label: z.string(),
        amount: z.number().int(),
      }),
    )
    .nullable()
    .describe('Détail de l’estimation immédiate en euros (la somme fait estimate_value)'),
  estimate_value: z.number().int().nullable(),
  estimate_valid_until: z.string().nullable(),
  offer: tradeinOfferSchema
    .nullable()
    .describe('La dernière offre ferme du conseiller (en attente, acceptée ou refusée)'),
  created_at: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<Tradein>;

export const tradeinResourceSchema = z.object({ data: tradeinSchema });

export const tradeinListSchema = z.object({
  data: z.array(tradeinSchema),
  meta: z.object({
    total: z.number().int(),
    current_page: z.number().int(),
    last_page: z.number().int(),
    per_page: z.number().int(),
  }),
}) satisfies z.ZodType<Paginated<Tradein>>;

/** `page`: absent → 1; otherwise a positive integer (digits), else 422 on `page`. */
export const tradeinListQuerySchema = z.object({
  page: z
    // Each member says in the document what the transform takes: digits, or a whole number.
    .union(
      [
        z
          .string({ error: TRADEIN_MESSAGES.page })
          .regex(/^\s*\d{1,9}\s*$/, TRADEIN_MESSAGES.page)
          .meta({ pattern: '^[1-9]\\d{0,5}$' }),
        z
          .number({ error: TRADEIN_MESSAGES.page })
          .int(TRADEIN_MESSAGES.page)
          .min(1, TRADEIN_MESSAGES.page)
          .max(1_000_000, TRADEIN_MESSAGES.page),
      ],
      { error: TRADEIN_MESSAGES.page },
    )
    .optional()
    .transform((v, ctx) => {
      if (v === undefined) return 1;
      const n = typeof v === 'number' ? v : /^\d{1,9}$/.test(v.trim()) ? Number(v.trim()) : NaN;
      if (!Number.isInteger(n) || n < 1 || n > 1_000_000) {
        ctx.addIssue({ code: 'custom', message: TRADEIN_MESSAGES.page });
        return z.NEVER;
      }
      return n;
    }),
});

const invalidId = 'Identifiant de demande de reprise invalide.';
export const tradeinParamsSchema = z.object({
  id: z.coerce
    .number({ error: invalidId })
    .int({ error: invalidId })
    .positive({ error: invalidId })
    .max(2_147_483_647, { error: invalidId }),
});
