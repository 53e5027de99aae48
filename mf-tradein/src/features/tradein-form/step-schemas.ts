/**
 * The checks of each step of the trade-in form (French messages; the API checks again). Zod and
 * these schemas are their own chunk, loaded by the first check (use-tradein-form.ts): the page, which
 * a phone hydrates as soon as it arrives, does not evaluate them first (docs/performance.md).
 */
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { parsePlate, phoneField, TRADEIN_MESSAGES, z } from '@ga/contracts';
import { MESSAGES, type StepIndex, type TradeinValues } from './form-values';

const required = (message: string) => z.string().min(1, { error: message });
const yesNo = (message: string) => z.enum(['oui', 'non'], { error: message });

const plateSchema = z.object({
  plate: z.string().refine((v) => parsePlate(v) !== null, { error: TRADEIN_MESSAGES.plateFormat }),
});

const vehicleSchema = z.object({
  brand: required(MESSAGES.brand),
  carmodel: required(MESSAGES.carmodel),
  year: required(TRADEIN_MESSAGES.year),
  month: required(TRADEIN_MESSAGES.month),
  energy: required(MESSAGES.energy),
  gearbox: required(MESSAGES.gearbox),
  type: required(MESSAGES.type),
  fiscal_power: required(MESSAGES.fiscal_power),
  engine_power: required(MESSAGES.engine_power),
  version_id: required(TRADEIN_MESSAGES.version),
  colour: required(MESSAGES.colour),
});

const conditionSchema = z.object({
  mileage: z
    .string()
    .transform((v) => v.replace(/[\s\u202f\u00a0.]/g, ''))
    .refine((v) => /^\d{1,6}$/.test(v), { error: TRADEIN_MESSAGES.mileage }),
  first_hand: yesNo(MESSAGES.firstHand),
  service_history: yesNo(MESSAGES.serviceHistory),
  damages: z.array(z.object({ area: z.string(), kind: required(MESSAGES.damage) })),
});

const contactSchema = z.object({
  phone: phoneField,
  comment: z.string().max(1000, { error: TRADEIN_MESSAGES.comment }),
});

export const STEP_SCHEMAS = [plateSchema, vehicleSchema, conditionSchema, contactSchema] as const;

/** The resolver of one step's checks. */
export function stepResolver(step: StepIndex): Resolver<TradeinValues> {
  return zodResolver(STEP_SCHEMAS[step]) as unknown as Resolver<TradeinValues>;
}
