import { BODY_TYPES, CONDITIONS, ENERGIES, GEARBOXES, VEHICLE_CATEGORY_SLUGS, type VehicleCard } from '@ga/contracts';
import { z } from 'zod';

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const vehicleCardSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  brand: ref,
  carmodel: ref,
  version: z.string(),
  category: z.enum(VEHICLE_CATEGORY_SLUGS),
  body_type: z.enum(BODY_TYPES),
  condition: z.enum(CONDITIONS),
  energy: z.enum(ENERGIES),
  gearbox: z.enum(GEARBOXES),
  year: z.number().int(),
  mileage: z.number().int(),
  power_hp: z.number().int(),
  colour: z.string(),
  image: z.string(),
  price: z.number().int(),
  price_etax: z.number().int(),
  catalogue_price: z.number().int().nullable(),
  discount: z.number().int(),
  discount_percent: z.number().int(),
  monthly_from: z.number().int().nullable(),
  is_new_arrival: z.boolean(),
  is_favourite_pick: z.boolean(),
  is_fitted_out: z.boolean(),
  conversion_bonus: z.boolean(),
  is_reserved: z.boolean(),
}) satisfies z.ZodType<VehicleCard>;
