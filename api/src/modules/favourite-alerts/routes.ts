/**
 * The favourites' e-mail (@ga/contracts favourite-alerts.ts):
 * - GET  /api/user/favourite-alerts               the account's choice
 * - PUT  /api/user/favourite-alerts {enabled}     on or off
 * - POST /api/favourite-alerts/unsubscribe {user, token}  the e-mail's link, no sign-in (public write)
 * - POST /ops/favourite-alerts/run                sends the e-mails due now (ops; the job runs it hourly)
 */
import { FAVOURITE_ALERT_MESSAGES } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { idField } from '../../http/ids';
import { requireOps } from '../../http/ops-access';
import { errorSchemas } from '../../http/reply-schemas';
import { runFavouriteDigests } from './digest';
import { changeFavouriteAlerts, readFavouriteAlerts, unsubscribeFavourites } from './service';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];
const state = z.object({
  enabled: z.boolean(),
  email_verified: z.boolean().describe('L’e-mail ne part que vers une adresse confirmée'),
});

export function favouriteAlertRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/user/favourite-alerts',
      {
        schema: {
          tags,
          summary: 'L’e-mail sur les favoris (baisse de prix, réservation, vente) : demandé ou non',
          security,
          response: { 200: z.object({ data: state }), ...errorSchemas(401) },
        },
        onRequest: deps.requireUser,
      },
      async (request) => ({ data: await readFavouriteAlerts(deps.db, authOf(request).userId) }),
    );

    app.put(
      '/api/user/favourite-alerts',
      {
        schema: {
          tags,
          summary: 'Demande ou arrête l’e-mail sur les favoris (au plus un par jour)',
          security,
          body: z.object({ enabled: z.boolean({ error: FAVOURITE_ALERT_MESSAGES.enabled }) }),
          response: { 200: z.object({ message: z.string(), data: state }), ...errorSchemas(401, 422) },
        },
        onRequest: deps.requireUser,
      },
      async (request) => {
        const data = await changeFavouriteAlerts(deps.db, authOf(request).userId, request.body.enabled);
        return { message: data.enabled ? FAVOURITE_ALERT_MESSAGES.on : FAVOURITE_ALERT_MESSAGES.off, data };
      },
    );

    app.post(
      '/api/favourite-alerts/unsubscribe',
      {
        schema: {
          tags,
          summary: 'Lien de désinscription de l’e-mail sur les favoris (sans connexion)',
          security: [{ apiKey: [] }],
          body: z.object({
            user: idField(FAVOURITE_ALERT_MESSAGES.invalidLink),
            token: z
              .string({ error: FAVOURITE_ALERT_MESSAGES.invalidLink })
              .min(1, FAVOURITE_ALERT_MESSAGES.invalidLink)
              .max(100, FAVOURITE_ALERT_MESSAGES.invalidLink),
          }),
          response: { 200: z.object({ message: z.string() }), ...errorSchemas(422) },
        },
      },
      async (request) => {
        await unsubscribeFavourites(deps.db, deps.signingKey, request.body.user, request.body.token);
        return { message: FAVOURITE_ALERT_MESSAGES.off };
      },
    );

    app.post(
      '/ops/favourite-alerts/run',
      { preHandler: requireOps(deps.config.opsToken), schema: { hide: true } },
      async () => ({ data: { sent: await runFavouriteDigests(deps) } }),
    );
  };
}
