/**
 * GET /live/stock: server-sent events of stock changes (live-stock-hub.ts). Outside /api: no API
 * key (EventSource cannot send headers), limits of its own; not in the OpenAPI document (a stream,
 * not a JSON reply) — described in the README and in @ga/contracts (live-stock.ts).
 */
import { LIVE_STOCK_PATH } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { createLiveStockHub } from './live-stock-hub';

export function liveStockRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    const hub = createLiveStockHub({
      db: deps.db,
      changes: deps.changes,
      lifecycle: deps.lifecycle,
      limits: deps.config.liveStock,
      warn: (message) => app.log.warn(`[direct] ${message}`),
    });
    // Before the server waits for open requests to finish: a stream never would.
    app.addHook('preClose', async () => hub.close());
    app.get(LIVE_STOCK_PATH, { schema: { hide: true } }, (request, reply) => hub.open(request, reply));
  };
}
