/**
 * Departments and delivery types (docs/spec-notes.md §3, §7, §9): GET /api/departments and
 * GET /api/delivery-types/departments/{dept}?on-estimate.
 *
 * Decision (the spec leaves it open, docs/spec-notes.md §7): `{dept}` is the department id, as the delivery form holds it
 * (department_id, default 1); the code is the first word of its name. Without `on-estimate` the list holds only the types with a set
 * price (what can be booked at once); with it, the types "on quote" (null price, "SUR DEVIS") too,
 * since a quote request can carry a quoted delivery. `lead_time_days` is the department's own
 * lead time (delivery_prices.delay_days; null = on quote), `delay_days` the same value under its
 * former name.
 */
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { deliveryTypesFor, findDepartment, listDepartments } from './queries';
import { idField } from '../../http/ids';

const departmentSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() });
const deliveryTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  delivery_price: z.number().int().nullable(),
  delivery_price_etax: z.number().int().nullable(),
  at_home: z.boolean(),
  lead_time_days: z.number().int().nullable().describe('Délai en jours pour ce département (null : sur devis)'),
  delay_days: z.number().int().nullable().describe('Ancien nom de lead_time_days (même valeur)'),
});

export function deliveryRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/departments',
      {
        schema: {
          tags: ['Livraison'],
          summary: 'Les 101 départements (« 72 Sarthe »)',
          response: { 200: listOf(departmentSchema), ...errorSchemas(401) },
        },
      },
      async () => {
        const rows = await listDepartments(deps.db);
        return { data: rows, meta: { total: rows.length } };
      },
    );

    app.get(
      '/api/delivery-types/departments/:dept',
      {
        schema: {
          tags: ['Livraison'],
          summary: 'Modes de livraison et prix pour un département',
          params: z.object({ dept: idField('Département invalide.') }),
          querystring: z.object({ 'on-estimate': z.string().optional() }),
          response: { 200: listOf(deliveryTypeSchema), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => {
        const department = await findDepartment(deps.db, request.params.dept);
        if (!department) throw notFound('Département introuvable.');
        const onQuote = request.query['on-estimate'] !== undefined;
        const rows = (await deliveryTypesFor(deps.db, department.id)).filter((r) => onQuote || r.price !== null);
        const data = rows.map((r) => ({
          id: r.id,
          name: r.name,
          description: r.description,
          delivery_price: r.price,
          delivery_price_etax: r.price_etax,
          at_home: r.at_home,
          lead_time_days: r.lead_time_days,
          delay_days: r.lead_time_days,
        }));
        return { data, meta: { total: data.length } };
      },
    );
  };
}
