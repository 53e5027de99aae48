/**
 * Query strings of the catalogue calls, validated at the boundary (422 with French messages per
 * field). Arrays arrive as `name[]=v` (parsed by qs); `name=v` and `name=a,b` are accepted too.
 */
import {
  BODY_TYPES,
  CONDITIONS,
  ENERGIES,
  ENERGY_SEARCH_KEY_ENERGIES,
  GEARBOXES,
  VEHICLE_CATEGORY_SLUGS,
  VEHICLE_LISTINGS,
  VEHICLE_SORTS,
  VEHICLES_MAX_PER_PAGE,
  VEHICLES_PER_PAGE,
  type EnergySearchKey,
  type OfferKind,
} from '@ga/contracts';
import { z } from 'zod';
import { idField, idOrSlugParam } from '../../http/ids';

/** `funding`: vehicles with an active offer of this kind (leasing pages: `loa`). */
const FUNDING_FILTERS = ['credit', 'loa'] as const satisfies readonly OfferKind[];
const ENERGY_KEYS = Object.keys(ENERGY_SEARCH_KEY_ENERGIES) as [EnergySearchKey, ...EnergySearchKey[]];
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

const oneOf = (unknown: string, values: readonly string[]) => `${unknown}. Valeurs possibles : ${values.join(', ')}.`;

function list<T extends z.ZodType>(item: T, message: string) {
  return z
    .preprocess(
      (v) => (typeof v === 'string' ? (v === '' ? [] : v.split(',')) : v),
      z.array(item, { error: message }).max(50, { error: 'Pas plus de 50 valeurs.' }),
    )
    .optional();
}

function int(label: string, min: number, max: number) {
  const message = `${label} doit être un nombre entier entre ${min} et ${max}.`;
  return z.preprocess(
    blankToUndefined,
    z.coerce
      .number({ error: message })
      .int({ error: message })
      .min(min, { error: message })
      .max(max, { error: message })
      .optional(),
  );
}

const flagMessage = 'Valeur attendue : true ou false (ou 1 / 0).';
/** `true`/`1` or `false`/`0`. */
const bool = z.preprocess(
  blankToUndefined,
  z
    .enum(['true', 'false', '1', '0'], { error: flagMessage })
    .transform((v) => v === 'true' || v === '1')
    .optional(),
);
/** Presence flag: `?light` or `?light=1` is true, `?light=false` / `?light=0` or absent is false. */
const presence = z.preprocess(
  (v) => (v === undefined ? 'false' : v === '' ? 'true' : v),
  z.enum(['true', 'false', '1', '0'], { error: flagMessage }).transform((v) => v === 'true' || v === '1'),
);

const slugItem = (what: string) =>
  z
    .string({ error: `${what} invalide.` })
    .max(120, { error: `${what} invalide.` })
    .regex(SLUG, { error: `${what} invalide.` });

const filterFields = {
  category: z.enum(VEHICLE_CATEGORY_SLUGS, { error: oneOf('Catégorie inconnue', VEHICLE_CATEGORY_SLUGS) }).optional(),
  types: list(
    z.enum(BODY_TYPES, { error: oneOf('Type de carrosserie inconnu', BODY_TYPES) }),
    oneOf('Type de carrosserie inconnu', BODY_TYPES),
  ),
  brands: list(slugItem('Marque'), 'Liste de marques invalide.'),
  carmodels: list(slugItem('Modèle'), 'Liste de modèles invalide.'),
  energies: list(z.enum(ENERGIES, { error: oneOf('Énergie inconnue', ENERGIES) }), oneOf('Énergie inconnue', ENERGIES)),
  energy: z.enum(ENERGY_KEYS, { error: oneOf('Énergie inconnue', ENERGY_KEYS) }).optional(),
  gearboxes: list(
    z.enum(GEARBOXES, { error: oneOf('Boîte de vitesses inconnue', GEARBOXES) }),
    oneOf('Boîte de vitesses inconnue', GEARBOXES),
  ),
  conditions: list(z.enum(CONDITIONS, { error: oneOf('État inconnu', CONDITIONS) }), oneOf('État inconnu', CONDITIONS)),
  price_min: int('Le prix minimum', 0, 10_000_000),
  price_max: int('Le prix maximum', 0, 10_000_000),
  monthly_max: int('La mensualité maximale', 0, 100_000),
  mileage_max: int('Le kilométrage maximum', 0, 10_000_000),
  year_min: int('L’année minimale', 1900, 2100),
  year_max: int('L’année maximale', 1900, 2100),
  colours: list(
    z
      .string({ error: 'Couleur invalide.' })
      .trim()
      .min(1, { error: 'Couleur invalide.' })
      .max(60, { error: 'Couleur invalide.' }),
    'Liste de couleurs invalide.',
  ),
  doors: list(
    z.coerce
      .number({ error: 'Nombre de portes invalide.' })
      .int({ error: 'Nombre de portes invalide.' })
      .min(1, { error: 'Nombre de portes invalide.' })
      .max(9, { error: 'Nombre de portes invalide.' }),
    'Liste de nombres de portes invalide.',
  ),
  seats: list(
    z.coerce
      .number({ error: 'Nombre de places invalide.' })
      .int({ error: 'Nombre de places invalide.' })
      .min(1, { error: 'Nombre de places invalide.' })
      .max(12, { error: 'Nombre de places invalide.' }),
    'Liste de nombres de places invalide.',
  ),
  fitted_out: bool,
  funding: z.enum(FUNDING_FILTERS, { error: oneOf('Type de financement inconnu', FUNDING_FILTERS) }).optional(),
  listing: z.enum(VEHICLE_LISTINGS, { error: oneOf('Sélection inconnue', VEHICLE_LISTINGS) }).optional(),
};

function checkBounds(
  q: { price_min?: number; price_max?: number; year_min?: number; year_max?: number },
  ctx: z.RefinementCtx,
) {
  if (q.price_min !== undefined && q.price_max !== undefined && q.price_min > q.price_max) {
    ctx.addIssue({
      code: 'custom',
      path: ['price_max'],
      message: 'Le prix maximum doit être supérieur ou égal au prix minimum.',
    });
  }
  if (q.year_min !== undefined && q.year_max !== undefined && q.year_min > q.year_max) {
    ctx.addIssue({
      code: 'custom',
      path: ['year_max'],
      message: 'L’année maximale doit être supérieure ou égale à l’année minimale.',
    });
  }
}

/** GET /api/vehicles/filters. */
export const vehicleFiltersQuerySchema = z.object(filterFields).superRefine(checkBounds);
export type VehicleFiltersQuery = z.output<typeof vehicleFiltersQuerySchema>;

const pageFields = {
  sort: z.enum(VEHICLE_SORTS, { error: oneOf('Tri inconnu', VEHICLE_SORTS) }).optional(),
  page: int('La page', 1, 100_000),
  per_page: int('Le nombre de véhicules par page', 1, VEHICLES_MAX_PER_PAGE),
};

/** GET /api/vehicles: the filters plus sort and page. */
export const vehicleSearchQuerySchema = z.object({ ...filterFields, ...pageFields }).superRefine(checkBounds);
export type VehicleSearchQueryParsed = z.output<typeof vehicleSearchQuerySchema>;
export const DEFAULT_PER_PAGE = VEHICLES_PER_PAGE;

export const vehicleShowQuerySchema = z.object({ light: presence, booking: presence });

export const suggestionsQuerySchema = z.object({
  vehicle_id: z.preprocess(blankToUndefined, idField('L’identifiant du véhicule doit être un nombre entier positif.')),
  limit: int('La limite', 1, 24),
});

export const categoryQuerySchema = z.object({
  category: z.enum(VEHICLE_CATEGORY_SLUGS, { error: oneOf('Catégorie inconnue', VEHICLE_CATEGORY_SLUGS) }).optional(),
});

export const brandSearchQuerySchema = z.object({
  category: z.enum(VEHICLE_CATEGORY_SLUGS, { error: oneOf('Catégorie inconnue', VEHICLE_CATEGORY_SLUGS) }).optional(),
  search: z
    .string({ error: 'Recherche invalide.' })
    .trim()
    .max(80, { error: 'La recherche est limitée à 80 caractères.' })
    .optional(),
});

export const energiesQuerySchema = z.object({
  type: z.enum(BODY_TYPES, { error: oneOf('Type de carrosserie inconnu', BODY_TYPES) }).optional(),
});

/** `{id}` of the routes that accept an id or a slug. */
export const idOrSlugParamsSchema = z.object({
  id: idOrSlugParam(),
});
