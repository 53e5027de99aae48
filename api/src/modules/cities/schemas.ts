/**
 * Cities of the « achat utilitaire » pages: params, query and reply shapes.
 */
import {
  VEHICLE_CATEGORY_SLUGS,
  VEHICLE_SORTS,
  type City,
  type CityDeliveryType,
  type VehicleCategorySlug,
} from '@ga/contracts';
import { z } from 'zod';
import { vehicleCardSchema } from '../catalogue/schemas';
import { idOrSlugParam } from '../../http/ids';

export const CITY_MESSAGES = {
  notFound: 'Ville introuvable.',
  type: 'Type de véhicules inconnu. Valeurs possibles : utilitaires, voitures.',
} as const;

/** Category slugs, and their singular (the site's URL says « achat-utilitaire »). */
const TYPE_ALIASES: Record<string, VehicleCategorySlug> = {
  ...Object.fromEntries(VEHICLE_CATEGORY_SLUGS.map((s) => [s, s])),
  utilitaire: 'utilitaires',
  voiture: 'voitures',
};

export const cityParamsSchema = z.object({
  city: idOrSlugParam().describe('Slug de la ville (ou identifiant)'),
});

export const cityQuerySchema = z.object({
  type: z
    .preprocess((v) => (v === '' || v === undefined ? 'utilitaires' : v), z.string({ error: CITY_MESSAGES.type }))
    .transform((v, ctx) => {
      const slug = TYPE_ALIASES[v.trim().toLowerCase()];
      if (!slug) {
        ctx.addIssue({ code: 'custom', message: CITY_MESSAGES.type });
        return z.NEVER;
      }
      return slug;
    })
    .meta({ enum: Object.keys(TYPE_ALIASES) }),
});

export const citySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  at_name: z.string().describe('Le nom après « à », article contracté : « au Mans », « à Tours »'),
  postal_code: z.string(),
  insee_code: z.string(),
  department_code: z.string(),
  distance_km: z.number().int().describe('À vol d’oiseau depuis Écommoy, arrondie à 5 km'),
}) satisfies z.ZodType<City>;

const cityDeliveryTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  at_home: z.boolean(),
  delivery_price: z.number().int().nullable().describe('null : sur devis ; 0 : gratuit ; sinon euros TTC'),
  delivery_price_etax: z.number().int().nullable(),
  lead_time_days: z.number().int(),
}) satisfies z.ZodType<CityDeliveryType>;

export const cityPageSchema = citySchema.extend({
  department: z.object({ id: z.number().int(), code: z.string(), name: z.string() }),
  category: z.enum(VEHICLE_CATEGORY_SLUGS),
  title: z.string(),
  intro: z.string(),
  delivery_types: z.array(cityDeliveryTypeSchema),
  vehicles_count: z.number().int(),
  vehicles: z.array(vehicleCardSchema),
  search: z
    .object({ category: z.enum(VEHICLE_CATEGORY_SLUGS), sort: z.enum(VEHICLE_SORTS) })
    .describe('Requête de GET /api/vehicles pour la liste complète'),
});
