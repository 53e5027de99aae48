/**
 * Zod schemas of the catalogue replies (serialisation and OpenAPI).
 */
import {
  BODY_TYPES,
  CONDITIONS,
  CRIT_AIR,
  ENERGIES,
  GEARBOXES,
  VEHICLE_CATEGORY_SLUGS,
  type Brand,
  type BrandDetail,
  type CarModel,
  type PriceDrop,
  type PriceHistory,
  type SitemapEntry,
  type Vehicle,
  type VehicleCard,
  type VehicleCategory,
  type VehicleFilters,
  type VehicleType,
} from '@ga/contracts';
import { z } from 'zod';

const ref = z.object({ id: z.number().int(), slug: z.string(), name: z.string() });

export const priceDropSchema = z.object({
  reference_price: z.number().int(),
  reference_price_etax: z.number().int(),
  dropped_at: z.string(),
}) satisfies z.ZodType<PriceDrop>;

export const priceHistorySchema = z.object({
  vehicle_id: z.number().int(),
  points: z.array(z.object({ price: z.number().int(), price_etax: z.number().int(), starts_at: z.string() })),
  price_drop: priceDropSchema.nullable(),
}) satisfies z.ZodType<PriceHistory>;

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
  co2: z
    .number()
    .int()
    .describe('Émissions de CO2 WLTP (g/km) : la classe de l’étiquette énergie figure sur chaque annonce'),
  colour: z.string(),
  image: z.string(),
  price: z.number().int(),
  price_etax: z.number().int(),
  catalogue_price: z.number().int().nullable(),
  discount: z.number().int(),
  discount_percent: z.number().int(),
  monthly_from: z.number().int().nullable(),
  loa_monthly_from: z
    .number()
    .int()
    .nullable()
    .describe('Mensualité de la LOA active la moins chère (€ TTC), null sans LOA'),
  is_new_arrival: z.boolean(),
  is_favourite_pick: z.boolean(),
  is_fitted_out: z.boolean(),
  conversion_bonus: z.boolean(),
  is_reserved: z.boolean(),
  price_drop: priceDropSchema
    .nullable()
    .describe(
      '« Baisse de prix » : baisse des 14 derniers jours sous le prix de référence (le plus bas des 30 jours précédents, art. L112-1-1)',
    ),
}) satisfies z.ZodType<VehicleCard>;

const bookingSchema = z
  .object({ id: z.number().int(), status: z.string(), expires_at: z.string().nullable() })
  .nullable()
  .optional();

export const vehicleSchema = vehicleCardSchema.extend({
  first_registration: z.string().nullable(),
  fiscal_power: z.number().int(),
  doors: z.number().int(),
  seats: z.number().int(),
  crit_air: z
    .enum(CRIT_AIR)
    .describe('Vignette Crit’Air selon l’arrêté du 21 juin 2016 (énergie, norme Euro, 1re immatriculation)'),
  euro_standard: z.string().nullable().describe('Norme Euro (« Euro 6d »…), null pour un véhicule électrique'),
  fuel_l100: z.number().nullable().describe('Consommation WLTP en L/100 km (pondérée pour un hybride rechargeable)'),
  electricity_kwh100: z
    .number()
    .nullable()
    .describe('Consommation WLTP en kWh/100 km (électrique, hybride rechargeable)'),
  electric_range: z.number().int().nullable(),
  colour_hex: z.string(),
  equipment: z.array(z.string()),
  images: z.array(z.string()),
  description: z.string(),
  has_view_360: z.boolean(),
  warranty_months: z.number().int(),
  arrived_at: z.string(),
  created_at: z.string(),
  booking: bookingSchema,
}) satisfies z.ZodType<Vehicle>;

/** `?light` gives the card (with `booking` when `?booking` is there too). */
export const vehicleResourceSchema = z.object({
  data: z.union([vehicleSchema, vehicleCardSchema.extend({ booking: bookingSchema })]),
});

export const paginatedOf = <T extends z.ZodType>(item: T) =>
  z.object({
    data: z.array(item),
    meta: z.object({
      total: z.number().int(),
      current_page: z.number().int(),
      per_page: z.number().int(),
      last_page: z.number().int(),
    }),
  });

const option = <V extends z.ZodType>(value: V) => z.object({ value, label: z.string(), count: z.number().int() });
const range = z.object({ min: z.number().nullable(), max: z.number().nullable() });

export const energyCountSchema = option(z.enum(ENERGIES));

export const vehicleFiltersSchema = z.object({
  total: z.number().int(),
  categories: z.array(option(z.enum(VEHICLE_CATEGORY_SLUGS))),
  types: z.array(option(z.enum(BODY_TYPES))),
  brands: z.array(option(z.string())),
  carmodels: z.array(option(z.string()).extend({ brand: z.string(), brand_name: z.string() })),
  energies: z.array(energyCountSchema),
  gearboxes: z.array(option(z.enum(GEARBOXES))),
  conditions: z.array(option(z.enum(CONDITIONS))),
  colours: z.array(option(z.string())),
  doors: z.array(option(z.number().int())),
  seats: z.array(option(z.number().int())),
  fitted_out: z.object({ label: z.string(), count: z.number().int() }),
  price: range,
  monthly_from: range,
  mileage: range,
  year: range,
}) satisfies z.ZodType<VehicleFilters>;

export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  slug: z.enum(BODY_TYPES),
  name: z.string(),
  category_id: z.number().int(),
  vehicles_count: z.number().int(),
}) satisfies z.ZodType<VehicleType>;

export const vehicleCategorySchema = z.object({
  id: z.number().int(),
  slug: z.enum(VEHICLE_CATEGORY_SLUGS),
  name: z.string(),
  types: z.array(vehicleTypeSchema),
}) satisfies z.ZodType<VehicleCategory>;

export const brandSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  country: z.string(),
  logo: z.string().nullable(),
  vehicles_count: z.number().int(),
}) satisfies z.ZodType<Brand>;

export const carModelSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  brand: ref,
  body_type: z.enum(BODY_TYPES),
  category: z.enum(VEHICLE_CATEGORY_SLUGS),
  vehicles_count: z.number().int(),
  price_from: z.number().int().nullable(),
}) satisfies z.ZodType<CarModel>;

export const brandDetailSchema = brandSchema.extend({
  carmodels: z.array(carModelSchema),
}) satisfies z.ZodType<BrandDetail>;

export const sitemapEntrySchema = z.object({
  path: z.string(),
  slug: z.string(),
  label: z.string(),
  updated_at: z.string(),
}) satisfies z.ZodType<SitemapEntry>;
