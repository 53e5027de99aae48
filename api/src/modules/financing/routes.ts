/**
 * Financing (docs/spec-notes.md §3 "Custom funding modal content", §7):
 * GET  /api/funding-types
 * GET  /api/rents/{id}                                    an offer computed with its own parameters
 * GET  /api/vehicles/{id}/fundings/legal-mentions[?kind]   representative example (cheapest offer, of a kind)
 * POST /api/vehicles/{id}/custom-fundings/legal-mentions   {rent_id, options} → modal content
 * POST /api/user/fundings/store, GET /api/user/fundings, DELETE /api/user/fundings/{id} (bearer)
 *
 * Every figure is computed here (maths.ts: annuity formula), never by the site.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import {
  customFundingBody,
  customFundingContentSchema,
  fundingSchema,
  fundingStoreBody,
  fundingQuoteSchema,
  fundingTypeSchema,
  idParams,
  legalMentionsSchema,
  rentSchema,
  resource,
} from './schemas';
import {
  customFunding,
  deleteFunding,
  legalMentions,
  listFundingTypes,
  listFundings,
  showRent,
  storeFunding,
} from './service';
import { fundingQuote, simulationQuerySchema } from './simulator';

const TAG = 'Financement';
const vehicleParams = idParams('Véhicule invalide.');
const mentionsQuery = z.object({
  kind: z
    .enum(['credit', 'loa'], { error: 'Type de financement inconnu.' })
    .optional()
    .describe('Seulement les offres de ce type (les pages de leasing : loa)'),
});
const bearer = [{ apiKey: [], bearer: [] }];

export function financingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  return async (app) => {
    app.get(
      '/api/funding-types',
      {
        schema: {
          tags: [TAG],
          summary: 'Types de financement (crédit, LOA, LLD et crédit-bail pour les professionnels)',
          response: { 200: listOf(fundingTypeSchema), ...errorSchemas(401) },
        },
      },
      async () => {
        const data = await listFundingTypes(deps.db);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/funding-simulations',
      {
        schema: {
          tags: [TAG],
          summary:
            'Simulateur des pages financement : mensualité, TAEG et exemple représentatif pour un prix quelconque',
          description:
            'Barème du moment (TAEG fixe selon le type et la durée), mêmes calculs et mêmes mentions que les offres des véhicules. 422 par champ.',
          // The schema the handler validates with: the document says what it takes (one check, done by the route).
          querystring: simulationQuerySchema,
          response: { 200: z.object({ data: fundingQuoteSchema }), ...errorSchemas(401, 422) },
        },
      },
      async (request) => ({ data: await fundingQuote(deps.db, request.query) }),
    );

    app.get(
      '/api/rents/:id',
      {
        schema: {
          tags: [TAG],
          summary: 'Offre de financement d’un véhicule, calculée avec ses paramètres',
          params: idParams('Offre de financement invalide.'),
          response: { 200: resource(rentSchema), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({ data: await showRent(deps.db, base, request.params.id) }),
    );

    app.get(
      '/api/vehicles/:id/fundings/legal-mentions',
      {
        schema: {
          tags: [TAG],
          summary: 'Mentions légales : exemple représentatif de l’offre la moins chère du véhicule (ou de son type)',
          params: vehicleParams,
          querystring: mentionsQuery,
          response: { 200: resource(legalMentionsSchema), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({ data: await legalMentions(deps.db, base, request.params.id, request.query.kind) }),
    );

    app.post(
      '/api/vehicles/:id/custom-fundings/legal-mentions',
      {
        // A computation, recomputed as the visitor moves the modal's controls: a looser per-IP limit
        // than the default public write (http/public-writes.ts).
        config: { rateLimit: { max: 120, timeWindow: 60_000 } },
        schema: {
          tags: [TAG],
          summary: 'Financement personnalisé : contenu de la fenêtre recalculé pour les options choisies',
          params: vehicleParams,
          body: customFundingBody,
          response: { 200: resource(customFundingContentSchema), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({
        data: await customFunding(deps.db, base, request.params.id, request.body.rent_id, request.body.options),
      }),
    );

    app.post(
      '/api/user/fundings/store',
      {
        onRequest: deps.requireUser,
        schema: {
          tags: ['Compte'],
          summary: 'Dépose une demande de financement (statut « nouvelle »)',
          security: bearer,
          body: fundingStoreBody,
          response: { 201: resource(fundingSchema), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        const data = await storeFunding(deps.db, base, authOf(request).userId, request.body);
        return reply.code(201).send({ data });
      },
    );

    app.get(
      '/api/user/fundings',
      {
        onRequest: deps.requireUser,
        schema: {
          tags: ['Compte'],
          summary: 'Demandes de financement de l’utilisateur',
          security: bearer,
          response: { 200: listOf(fundingSchema), ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listFundings(deps.db, base, authOf(request).userId);
        return { data, meta: { total: data.length } };
      },
    );

    app.delete(
      '/api/user/fundings/:id',
      {
        onRequest: deps.requireUser,
        schema: {
          tags: ['Compte'],
          summary: 'Supprime une demande de financement de l’utilisateur',
          security: bearer,
          params: idParams('Demande de financement invalide.'),
          response: { 204: z.null().describe('Supprimée'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await deleteFunding(deps.db, authOf(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );
  };
}
