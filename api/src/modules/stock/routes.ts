/**
 * - GET  /api/vehicles/{id}/price-history   the last 12 months of a published vehicle's prices (public)
 * - POST /ops/stock/{id}/price {price}       a new price TTC in whole euros (ops only)
 * - POST /ops/stock/{id}/sold                sold: off every list (ops only)
 * - POST /ops/stock/{id}/back                back in stock (ops only)
 * The ops calls are what `pnpm --filter @ga/api stock …` sends (cli/stock.ts); they reply once this
 * instance has applied the change (its caches and search index), so the next read sees it.
 */
import { stockPriceSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { requireOps } from '../../http/ops-access';
import { errorSchemas } from '../../http/reply-schemas';
import { idOrSlugParamsSchema } from '../catalogue/query-schemas';
import { priceHistorySchema } from '../catalogue/schemas';
import { priceExcludingTax, shownPriceDrop } from './reference-price';
import { changePrice, markBackInStock, markSold, priceHistory } from './service';
import { idOrSlugParam } from '../../http/ids';

const priceBody = stockPriceSchema;

export function stockRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/vehicles/:id/price-history',
      {
        schema: {
          tags: ['Catalogue'],
          summary:
            'Historique du prix d’un véhicule sur 12 mois (le prix en vigueur au début, puis chaque changement) et sa baisse affichée',
          security: [{ apiKey: [] }],
          params: idOrSlugParamsSchema,
          response: { 200: z.object({ data: priceHistorySchema }), ...errorSchemas(404, 422) },
        },
      },
      async (request) => {
        const now = new Date();
        const { vehicle, points } = await priceHistory(deps.db, request.params.id, 12, now);
        const drop = shownPriceDrop(vehicle.price, vehicle.price_drop_reference, vehicle.price_dropped_at, now);
        return {
          data: {
            vehicle_id: vehicle.id,
            points: points.map((p) => ({
              price: p.price,
              price_etax: p.price_etax,
              starts_at: p.starts_at.toISOString(),
            })),
            price_drop: drop && {
              reference_price: drop.reference_price,
              reference_price_etax: priceExcludingTax(drop.reference_price),
              dropped_at: drop.dropped_at.toISOString(),
            },
          },
        };
      },
    );

    const ops = { preHandler: requireOps(deps.config.opsToken) };
    const opsParams = z.object({ id: idOrSlugParam() });

    app.post(
      '/ops/stock/:id/price',
      { ...ops, schema: { hide: true, params: opsParams, body: priceBody } },
      async (request) => {
        const change = await changePrice(deps.db, request.params.id, request.body.price);
        await deps.changes.settled();
        return { data: change };
      },
    );
    app.post('/ops/stock/:id/sold', { ...ops, schema: { hide: true, params: opsParams } }, async (request) => {
      const result = await markSold(deps.db, request.params.id);
      await deps.changes.settled();
      return { data: result };
    });
    app.post('/ops/stock/:id/back', { ...ops, schema: { hide: true, params: opsParams } }, async (request) => {
      const result = await markBackInStock(deps.db, request.params.id);
      await deps.changes.settled();
      return { data: result };
    });
  };
}
