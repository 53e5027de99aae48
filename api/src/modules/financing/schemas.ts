/**
 * Zod schemas of the financing calls: bodies (French messages) and replies (serialisation, OpenAPI).
 */
import {
  FUNDING_KINDS,
  REQUEST_STATUSES,
  fundingOptionsSchema,
  phoneField,
  type ChosenFunding,
  type CustomFundingContent,
  type Funding,
  type FundingChoices,
  type FundingSimulation,
  type FundingType,
  type LegalMentions,
  type Rent,
} from '@ga/contracts';
import { z } from 'zod';
import { vehicleCardSchema } from '../catalogue/schemas';

const id = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

export const idParams = (message: string) => z.object({ id: id(message) });

/** The options' rules are the contracts' (the same for the modal, a booking and a quote). */
export const optionsSchema = fundingOptionsSchema;

export const customFundingBody = z.object({
  rent_id: id('Veuillez choisir une offre de financement.'),
  options: optionsSchema,
});

const nullableId = (message: string) =>
  z
    .union([z.null(), id(message)], { error: message })
    .optional()
    .transform((v) => v ?? null);

export const fundingStoreBody = z.object({
  vehicle_id: id('Le véhicule est obligatoire.'),
  rent_id: nullableId('Offre de financement invalide.'),
  funding_type_id: nullableId('Type de financement invalide.'),
  options: optionsSchema,
  phone: phoneField,
  message: z
    .string({ error: 'Le message doit être un texte.' })
    .trim()
    .max(2000, 'Le message ne peut pas dépasser 2 000 caractères.')
    .nullish()
    .transform((v) => (v ? v : null)),
});

export const fundingTypeSchema = z.object({
  id: z.number().int(),
  slug: z.enum(FUNDING_KINDS),
  name: z.string(),
  description: z.string(),
  for_companies: z.boolean(),
  has_offers: z.boolean(),
}) satisfies z.ZodType<FundingType>;

const offerKind = z.enum(['credit', 'loa']);

export const simulationSchema = z.object({
  kind: offerKind,
  amount: z.number().int(),
  contribution: z.number().int(),
  contribution_etax: z.number().int(),
  financed_amount: z.number().int(),
  duration_months: z.number().int(),
  payments_count: z.number().int(),
  mileage_per_year: z.number().int().nullable(),
  monthly: z.number(),
  monthly_etax: z.number(),
  apr_percent: z.number(),
  borrowing_rate_percent: z.number(),
  purchase_option: z.number().int().nullable(),
  purchase_option_percent: z.number().nullable(),
  total_due: z.number(),
  total_cost: z.number(),
  lease_total: z.number().nullable(),
}) satisfies z.ZodType<FundingSimulation>;

export const choicesSchema = z.object({
  duration_months: z.array(z.number().int()),
  mileage_per_year: z.array(z.number().int()),
  contributions: z.array(z.number().int()),
  max_contribution: z.number().int(),
}) satisfies z.ZodType<FundingChoices>;

export const rentSchema = simulationSchema.extend({
  id: z.number().int(),
  vehicle: vehicleCardSchema,
  funding_type: z.object({ id: z.number().int(), slug: offerKind, name: z.string() }),
  first_payment: z.number().int(),
  lender: z.string(),
  choices: choicesSchema,
}) satisfies z.ZodType<Rent>;

export const legalMentionsSchema = z.object({
  vehicle_id: z.number().int(),
  rent_id: z.number().int(),
  kind: offerKind,
  text: z.string(),
  warning: z.string(),
  lender: z.string(),
  representative_example: simulationSchema.extend({ first_payment: z.number().int() }),
}) as z.ZodType<LegalMentions>;

export const customFundingContentSchema = z.object({
  header: z.string(),
  body: z.string(),
  footer: z.string(),
  contribution: z.number().int(),
  contribution_etax: z.number().int(),
  choices: choicesSchema,
  rent_id: z.number().int(),
  options: z.object({
    duration_months: z.number().int(),
    mileage_per_year: z.number().int().nullable(),
    contribution: z.number().int(),
  }),
  simulation: simulationSchema,
}) satisfies z.ZodType<CustomFundingContent>;

export const fundingSchema = z.object({
  id: z.number().int(),
  vehicle: vehicleCardSchema,
  rent_id: z.number().int().nullable(),
  funding_type: z.object({ id: z.number().int(), slug: z.enum(FUNDING_KINDS), name: z.string() }),
  status: z.enum(REQUEST_STATUSES),
  amount: z.number().int(),
  contribution: z.number().int(),
  duration_months: z.number().int(),
  mileage_per_year: z.number().int().nullable(),
  monthly: z.number().nullable(),
  apr_percent: z.number().nullable(),
  purchase_option: z.number().int().nullable(),
  total_due: z.number().nullable(),
  phone: z.string(),
  message: z.string().nullable(),
  created_at: z.string(),
}) satisfies z.ZodType<Funding>;

export const resource = <T extends z.ZodType>(item: T) => z.object({ data: item });

export const fundingQuoteSchema = z.object({
  simulation: simulationSchema,
  example: z.string(),
  footer: z.string(),
  lender: z.string(),
});

/** A financing simulation kept with a booking or a quote (@ga/contracts ChosenFunding). */
export const chosenFundingSchema = z
  .object({
    rent_id: z.number().int(),
    kind: z.enum(['credit', 'loa']),
    summary: z.string(),
    duration_months: z.number().int(),
    contribution: z.number().int(),
    mileage_per_year: z.number().int().nullable(),
    monthly: z.number(),
    apr_percent: z.number(),
    purchase_option: z.number().int().nullable(),
    total_due: z.number(),
  })
  .nullable()
  .describe(
    'La simulation de financement choisie sur la fiche du véhicule, calculée ce jour-là ; null sans',
  ) satisfies z.ZodType<ChosenFunding | null>;
