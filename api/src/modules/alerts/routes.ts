/**
 * Saved searches and alerts:
 * - GET    /api/user/alerts                 the signed-in visitor's alerts
 * - POST   /api/user/alerts {name, path, query}  saves a listing's filters (201; 409 beyond ALERTS_MAX)
 * - PUT    /api/user/alerts/{id} {name?, paused?}  renames, pauses or resumes
 * - DELETE /api/user/alerts/{id}            204
 * - POST   /api/alerts/unsubscribe {alert, token}  the e-mail's one-click link, no sign-in (public write)
 * - POST   /ops/alerts/run                  sends the digests due now (ops; the job runs it hourly)
 */
import { ALERT_MESSAGES, ALERT_NAME_MAX } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { ValidationError } from '../../http/errors';
import { idField } from '../../http/ids';
import { requireOps } from '../../http/ops-access';
import { errorSchemas, listOf } from '../../http/reply-schemas';
import { vehicleFiltersQuerySchema } from '../catalogue/query-schemas';
import { runAlertDigests } from './digest';
import { createAlert, deleteAlert, listAlerts, unsubscribe, updateAlert } from './service';

const name = z
  .string({ error: ALERT_MESSAGES.nameRequired })
  .trim()
  .min(1, ALERT_MESSAGES.nameRequired)
  .max(ALERT_NAME_MAX, ALERT_MESSAGES.nameTooLong);
const alertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  path: z.string(),
  query: z.record(z.string(), z.unknown()),
  paused: z.boolean(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
// A path of the site's listings (never another site: it becomes a link in an e-mail).
const path = z
  .string({ error: ALERT_MESSAGES.pathInvalid })
  .max(500, ALERT_MESSAGES.pathInvalid)
  .regex(/^\/(achat|financement|evenement|promotion)[\w\-/%?=&,.]*$/, ALERT_MESSAGES.pathInvalid);
const createBody = z.object({
  name,
  path,
  query: z.record(z.string(), z.unknown(), { error: ALERT_MESSAGES.pathInvalid }),
});
const updateBody = z.object({
  name: name.optional(),
  paused: z.boolean({ error: 'Indiquez si l’alerte est en pause.' }).optional(),
});
const params = z.object({ id: idField(ALERT_MESSAGES.notFound) });
const security = [{ apiKey: [], bearer: [] }];
const tags = ['Compte'];

export function alertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/alerts',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Alertes (recherches enregistrées) de l’utilisateur',
          security,
          response: { 200: listOf(alertSchema), ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listAlerts(deps.db, authOf(request).userId);
        return { data, meta: { total: data.length } };
      },
    );

    app.post(
      '/api/user/alerts',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Enregistre une recherche avec alerte e-mail',
          security,
          body: createBody,
          response: { 201: z.object({ data: alertSchema }), ...errorSchemas(401, 409, 422) },
        },
      },
      async (request, reply) => {
        // The filters are those GET /api/vehicles takes: checked the same way, kept as parsed.
        const filters = vehicleFiltersQuerySchema.safeParse(request.body.query);
        if (!filters.success) throw ValidationError.field('query', ALERT_MESSAGES.pathInvalid);
        const data = await createAlert(deps.db, authOf(request).userId, {
          ...request.body,
          query: filters.data as Record<string, unknown>,
        });
        return reply.code(201).send({ data });
      },
    );

    app.put(
      '/api/user/alerts/:id',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Renomme une alerte, la met en pause ou la réactive',
          security,
          params,
          body: updateBody,
          response: { 200: z.object({ data: alertSchema }), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({
        data: await updateAlert(deps.db, authOf(request).userId, request.params.id, request.body),
      }),
    );

    app.delete(
      '/api/user/alerts/:id',
      {
        onRequest: deps.requireUser,
        schema: {
          tags,
          summary: 'Supprime une alerte',
          security,
          params,
          response: { 204: z.null().describe('Supprimée'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await deleteAlert(deps.db, authOf(request).userId, request.params.id);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/alerts/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Lien de désinscription d’un e-mail d’alerte (sans connexion) : met l’alerte en pause',
          security: [{ apiKey: [] }],
          body: z.object({
            alert: idField(ALERT_MESSAGES.invalidLink),
            token: z
              .string({ error: ALERT_MESSAGES.invalidLink })
              .min(1, ALERT_MESSAGES.invalidLink)
              .max(100, ALERT_MESSAGES.invalidLink),
          }),
          response: { 200: z.object({ message: z.string() }), ...errorSchemas(422) },
        },
      },
      async (request) => {
        await unsubscribe(deps.db, deps.signingKey, request.body.alert, request.body.token);
        return { message: ALERT_MESSAGES.unsubscribed };
      },
    );

    app.post('/ops/alerts/run', { preHandler: requireOps(deps.config.opsToken), schema: { hide: true } }, async () => ({
      data: { sent: await runAlertDigests(deps) },
    }));
  };
}
