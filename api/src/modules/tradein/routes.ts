/**
 * Trade-in reference data (docs/spec-notes.md §7 « Trade-in data », API key only): plate look-up, then each list of
 * the form depending on the choices before it. Unknown brand, model or plate → 404 JSON; a malformed
 * plate or choice → 422. The plate look-up has its own per-IP limit (docs/architecture.md « Public writes »)
 * and no HEAD route.
 */
import {
  ENERGIES,
  GEARBOXES,
  parsePlate,
  PLATE_PATTERN,
  TRADEIN_MESSAGES,
  type RegistrationLookup,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { notFound, ValidationError } from '../../http/errors';
import { errorSchemas } from '../../http/reply-schemas';
import {
  brandOptions,
  choiceOptions,
  damageAreaOptions,
  equipmentOptions,
  listOptions,
  modelOptions,
  type ChoiceName,
  type ListName,
} from './reference';
import { plateVersion } from './queries';

const tags = ['Reprise'];
const security = [{ apiKey: [] }];
const option = z.object({ value: z.union([z.string(), z.number()]), label: z.string() });
const options = z.object({ data: z.array(option) });
const slug = z.string().regex(/^[a-z0-9-]{1,80}$/, { error: 'Identifiant invalide.' });
const intChoice = (max: number) =>
  z.coerce
    .number({ error: 'Valeur invalide.' })
    .int({ error: 'Valeur invalide.' })
    .min(1, { error: 'Valeur invalide.' })
    .max(max, { error: 'Valeur invalide.' });
const choicesSchema = z.object({
  type: slug.optional(),
  energy: z.enum(ENERGIES, { error: 'Énergie inconnue.' }).optional(),
  gearbox: z.enum(GEARBOXES, { error: 'Boîte de vitesses inconnue.' }).optional(),
  year: intChoice(2100).optional(),
  fiscal_power: intChoice(200).optional(),
  engine_power: intChoice(2000).optional(),
});
const pairParams = z.object({ brand: slug, carmodel: slug });

const lookupSchema = z.object({
  plate: z.string(),
  brand: z.string().nullable(),
  carmodel: z.string().nullable(),
  energy: z.enum(ENERGIES).nullable(),
  first_registration: z.string().nullable(),
  fiscal_power: z.number().int().nullable(),
  found: z.boolean(),
  brand_slug: z.string(),
  carmodel_slug: z.string(),
  type: z.string(),
  gearbox: z.enum(GEARBOXES),
  engine_power: z.number().int(),
  version_id: z.number().int(),
  finish: z.string(),
  year: z.number().int(),
  month: z.number().int(),
  colour: z.string(),
}) satisfies z.ZodType<RegistrationLookup>;

export function tradeinRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/reprise/registration/:plate',
      {
        // Each look-up is a guess at someone's plate: 20 per IP per minute. No HEAD route (Fastify
        // adds one to every GET by default): it would be a second budget of look-ups and an
        // existence check; HEAD answers 404 like any path the API does not have.
        exposeHeadRoute: false,
        config: { rateLimit: { max: 20, timeWindow: 60_000 } },
        schema: {
          tags,
          security,
          summary:
            'Retrouve un véhicule par son immatriculation (SIV AA-123-AA ou FNI 1234 AB 72, avec ou sans tirets)',
          description:
            'Immatriculation mal formée : 422 sur `plate` ; inconnue : 404 (le formulaire passe à la saisie manuelle). 20 recherches par minute et par adresse IP.',
          params: z.object({ plate: z.string().max(40).meta({ pattern: PLATE_PATTERN }) }),
          response: { 200: z.object({ data: lookupSchema }), ...errorSchemas(404, 422, 429) },
        },
      },
      async (request) => {
        const plate = parsePlate(request.params.plate);
        if (!plate) throw ValidationError.field('plate', TRADEIN_MESSAGES.plateFormat);
        const row = await plateVersion(deps.db, plate.key);
        if (!row) throw notFound(TRADEIN_MESSAGES.plateUnknown);
        const registered = new Date(row.first_registration);
        const year = registered.getUTCFullYear();
        const month = registered.getUTCMonth() + 1;
        return {
          data: {
            plate: plate.display,
            brand: row.brand,
            carmodel: row.model,
            energy: row.energy,
            first_registration: `${year}-${String(month).padStart(2, '0')}`,
            fiscal_power: row.fiscal_power,
            found: true,
            brand_slug: row.brand_slug,
            carmodel_slug: row.model_slug,
            type: row.body,
            gearbox: row.gearbox,
            engine_power: row.engine_power,
            version_id: row.id,
            finish: `${row.engine} ${row.finish}`,
            year,
            month,
            colour: row.colour,
          },
        };
      },
    );

    app.get(
      '/api/reprise/brands',
      { schema: { tags, security, summary: 'Marques', response: { 200: options } } },
      async () => ({ data: await brandOptions(deps.db) }),
    );

    app.get(
      '/api/reprise/carmodels/:brand',
      {
        schema: {
          tags,
          security,
          summary: 'Modèles de la marque',
          params: z.object({ brand: slug }),
          response: { 200: options, ...errorSchemas(404, 422) },
        },
      },
      async (request) => ({ data: await modelOptions(deps.db, request.params.brand) }),
    );

    for (const list of [
      'types',
      'energies',
      'gearboxes',
      'years',
      'months',
      'colors',
    ] as const satisfies readonly ListName[]) {
      app.get(
        `/api/reprise/${list}/:brand/:carmodel`,
        {
          schema: {
            tags,
            security,
            summary: `Liste « ${list} » du modèle, selon les choix déjà faits (type, energy, gearbox, year en paramètres)`,
            params: pairParams,
            querystring: choicesSchema,
            response: { 200: options, ...errorSchemas(404, 422) },
          },
        },
        async (request) => ({
          data: await listOptions(deps.db, list, request.params.brand, request.params.carmodel, request.query),
        }),
      );
    }

    for (const name of ['fiscal-powers', 'engine-powers', 'finishes'] as const satisfies readonly ChoiceName[]) {
      app.post(
        `/api/reprise/${name}`,
        {
          // Asked again at each choice of the form: a looser per-IP limit than other public writes.
          config: { rateLimit: { max: 120, timeWindow: 60_000 } },
          schema: {
            tags,
            security,
            summary: `Liste « ${name} » selon les choix déjà faits${name === 'finishes' ? ' (valeur : identifiant de la version)' : ''}`,
            body: choicesSchema.extend({ brand: slug, carmodel: slug }),
            response: { 200: options, ...errorSchemas(404, 422, 429) },
          },
        },
        async (request) => {
          const { brand, carmodel, ...choices } = request.body;
          return { data: await choiceOptions(deps.db, name, brand, carmodel, choices) };
        },
      );
    }

    app.get(
      '/api/reprise/equipments',
      { schema: { tags, security, summary: 'Équipements qui comptent dans l’estimation', response: { 200: options } } },
      async () => ({ data: equipmentOptions() }),
    );

    app.get(
      '/api/reprise/damage-areas',
      {
        schema: {
          tags,
          security,
          summary: 'Zones de dommages (schéma du véhicule) et types de dommages',
          response: {
            200: z.object({
              data: z.array(
                z.object({ value: z.string(), label: z.string(), zone: z.string(), kinds: z.array(option) }),
              ),
            }),
          },
        },
      },
      async () => ({ data: damageAreaOptions() }),
    );
  };
}
