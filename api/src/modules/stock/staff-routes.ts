/**
 * The stock in the staff area (/api/staff/stock*, responsable and admin; staff-service.ts). Each
 * write replies once this instance has applied the change (its caches and search index), so the
 * page read next shows it.
 */
import {
  STAFF_STOCK_MESSAGES,
  staffStockQuerySchema,
  STOCK_STATES,
  stockEquipmentSchema,
  stockPriceSchema,
  stockStateSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { idField } from '../../http/ids';
import { conflictBodySchema, errorSchemas } from '../../http/reply-schemas';
import { requestMeta } from '../staff/audit';
import { staffSecurity } from '../staff/security';
import { staffOf, type createStaffAuth } from '../staff/staff-hook';
import { searchStock, staffChangePrice, staffChangeState, staffSetEquipment, stockVehicle } from './staff-service';

const tags = ['Espace conseiller — stock'];
const params = z.object({ id: idField(STAFF_STOCK_MESSAGES.notFound) });
const state = z.enum(STOCK_STATES);
const item = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  condition: z.enum(['new', 'zero_km', 'used']),
  year: z.number(),
  mileage: z.number(),
  energy: z.string(),
  price: z.number(),
  state,
  booked: z.boolean(),
  arrived_at: z.string(),
});
const detail = item.extend({
  equipment: z.array(z.string()),
  sold_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  withdrawn_reason: z.string().nullable(),
  prices: z.array(z.object({ price: z.number(), starts_at: z.string() })),
  price_drop_reference: z.number().nullable(),
});
const written = <T extends z.ZodTypeAny>(data: T) => ({
  200: z.object({ data, message: z.string() }),
  ...errorSchemas(401, 403, 404, 422),
  409: conflictBodySchema,
});

export function stockStaffRoutes(
  deps: AppDeps,
  requireStaff: ReturnType<typeof createStaffAuth>,
): FastifyPluginAsyncZod {
  const responsable = requireStaff('responsable');
  return async (app) => {
    app.get(
      '/api/staff/stock',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'GET'),
          querystring: staffStockQuerySchema,
          summary:
            'Cherche dans le stock (numéro, marque, modèle, version), du plus récent au plus ancien, par curseur',
          response: {
            200: z.object({ data: z.array(item), meta: z.object({ next_cursor: z.string().nullable() }) }),
            ...errorSchemas(401, 403, 422),
          },
        },
        onRequest: responsable,
      },
      async (request) => searchStock(deps.db, request.query),
    );

    app.get(
      '/api/staff/stock/:id',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'GET'),
          params,
          summary: 'Un véhicule du stock : état, prix des 12 derniers mois, équipements',
          response: { 200: z.object({ data: detail }), ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: responsable,
      },
      async (request) => ({ data: await stockVehicle(deps.db, request.params.id) }),
    );

    app.post(
      '/api/staff/stock/:id/price',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'POST'),
          params,
          body: stockPriceSchema,
          summary: 'Change le prix TTC (historique, prix de référence L112-1-1, alertes et stock en direct suivent)',
          response: written(
            z.object({
              vehicle_id: z.number(),
              previous_price: z.number(),
              price: z.number(),
              reference_price: z.number().nullable(),
            }),
          ),
        },
        onRequest: responsable,
      },
      async (request) => {
        const change = await staffChangePrice(
          deps.db,
          staffOf(request),
          request.params.id,
          request.body.price,
          requestMeta(request),
        );
        await deps.changes.settled();
        return {
          data: change,
          message:
            change.reference_price === null
              ? STAFF_STOCK_MESSAGES.priceChanged
              : `${STAFF_STOCK_MESSAGES.priceChanged} ${STAFF_STOCK_MESSAGES.priceDropShown}`,
        };
      },
    );

    app.post(
      '/api/staff/stock/:id/state',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'POST'),
          params,
          body: stockStateSchema,
          summary: 'Met le véhicule disponible, vendu ou retiré de la vente (avec un motif)',
          response: written(
            z.object({
              vehicle_id: z.number(),
              changed: z.boolean(),
              before: state,
              after: state,
              reason: z.string().nullable(),
            }),
          ),
        },
        onRequest: responsable,
      },
      async (request) => {
        const change = await staffChangeState(
          deps.db,
          staffOf(request),
          request.params.id,
          request.body.state,
          request.body.reason,
          requestMeta(request),
        );
        await deps.changes.settled();
        return { data: change, message: STAFF_STOCK_MESSAGES.stateChanged };
      },
    );

    app.put(
      '/api/staff/stock/:id/equipment',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'PUT'),
          params,
          body: stockEquipmentSchema,
          summary: 'Remplace la liste des équipements que la fiche du véhicule montre',
          response: written(z.object({ vehicle_id: z.number(), equipment: z.array(z.string()) })),
        },
        onRequest: responsable,
      },
      async (request) => {
        const result = await staffSetEquipment(
          deps.db,
          staffOf(request),
          request.params.id,
          request.body.equipment,
          requestMeta(request),
        );
        await deps.changes.settled();
        return { data: result, message: STAFF_STOCK_MESSAGES.equipmentSaved };
      },
    );
  };
}
