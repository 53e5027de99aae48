/**
 * Catalogue calls on vehicles (docs/spec-notes.md §7): search, facets, detail, similar vehicles.
 * The reference calls (categories, types, brands, models, energies, sitemap) are in reference-routes.ts.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { bearerToken } from '../../http/auth-hook';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import {
  idOrSlugParamsSchema,
  suggestionsQuerySchema,
  vehicleFiltersQuerySchema,
  vehicleSearchQuerySchema,
  vehicleShowQuerySchema,
} from './query-schemas';
import { referenceRoutes } from './reference-routes';
import { paginatedOf, vehicleCardSchema, vehicleFiltersSchema, vehicleResourceSchema } from './schemas';
import { searchFilters, searchVehicles, showVehicle, suggestions } from './service';

const security = [{ apiKey: [] }];
const tags = ['Catalogue'];

export function catalogueRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  const cache = deps.catalogueCache;
  return async (app) => {
    app.get(
      '/api/vehicles',
      {
        schema: {
          tags,
          summary: 'Recherche de véhicules paginée (filtres, sélection `listing`, tri)',
          security,
          querystring: vehicleSearchQuerySchema,
          response: { 200: paginatedOf(vehicleCardSchema), ...errorSchemas(422) },
        },
      },
      async (request) => searchVehicles(deps.db, base, request.query, new Date(), cache, deps.searchIndex),
    );

    app.get(
      '/api/vehicles/filters',
      {
        schema: {
          tags,
          summary: 'Facettes de la recherche : comptes par valeur (chaque facette sans son propre filtre) et bornes',
          security,
          querystring: vehicleFiltersQuerySchema,
          response: { 200: z.object({ data: vehicleFiltersSchema }), ...errorSchemas(422) },
        },
      },
      async (request) => ({ data: await searchFilters(deps.db, request.query, new Date(), cache, deps.searchIndex) }),
    );

    app.get(
      '/api/vehicles/suggestions',
      {
        schema: {
          tags,
          summary: 'Véhicules similaires (même modèle, sinon même carrosserie et gamme de prix)',
          security,
          querystring: suggestionsQuerySchema,
          response: { 200: listOf(vehicleCardSchema), ...errorSchemas(404, 422) },
        },
      },
      async (request) => {
        const data = await suggestions(deps.db, base, request.query.vehicle_id, request.query.limit);
        return { data, meta: { total: data.length } };
      },
    );

    await app.register(referenceRoutes(deps));

    app.get(
      '/api/vehicles/:id',
      {
        schema: {
          tags,
          summary:
            'Fiche d’un véhicule (id ou slug) ; `?light` : champs de la vignette ; `?booking` : ajoute `booking`, la réservation active de l’utilisateur connecté (jeton facultatif) ou null',
          security,
          params: idOrSlugParamsSchema,
          querystring: vehicleShowQuerySchema,
          response: { 200: vehicleResourceSchema, ...errorSchemas(404, 422) },
        },
      },
      async (request) => {
        // Public route: a bearer token, when present and valid, says whose booking `?booking` shows.
        const token = request.query.booking ? bearerToken(request) : null;
        const viewerId = token ? ((await deps.tokens.verify(token))?.userId ?? null) : null;
        return { data: await showVehicle(deps.db, base, request.params.id, { ...request.query, viewerId }) };
      },
    );
  };
}
