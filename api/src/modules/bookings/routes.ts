/**
 * /api/user/bookings: the signed-in user's vehicle bookings (another user's booking answers 404).
 */
import {
  BOOKING_MESSAGES,
  BOOKING_PENDING_TTL_HOURS,
  BOOKING_REHOLD_COOLDOWN_HOURS,
  bookingRequestSchema,
  bookingUpdateSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { HttpError, tooManyRequests } from '../../http/errors';
import { addressKey } from '../../http/ip-prefix';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { retrySeconds } from '../../http/rate-limiter';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { bookingListSchema, bookingParamsSchema, bookingResourceSchema } from './schemas';
import { cancelBooking, createBooking, listBookings, showBooking, updateBooking } from './service';
import { bookingReceivedEmail } from './emails';

const tags = ['Compte'];
const security = [{ apiKey: [], bearer: [] }];

export function bookingRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const base = deps.config.publicApiUrl;
  // Bookings created per IP per hour (loose: many visitors share a mobile carrier's address).
  const perIp = deps.limiter('booking-ip', deps.config.rateLimits.bookingsPerIp, 3600);
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.post(
      '/api/user/bookings/store',
      {
        schema: {
          tags,
          summary: `Réserve un véhicule (sans acompte, mis de côté ${BOOKING_PENDING_TTL_HOURS} h en attente de confirmation) ; 409 s’il est déjà réservé`,
          description:
            `403 tant que l’adresse e-mail du compte n’est pas confirmée ; 409 si le compte a annulé (ou laissé expirer) une réservation de ce véhicule depuis moins de ${BOOKING_REHOLD_COOLDOWN_HOURS} h ; ` +
            '429 au-delà des réservations créées par heure depuis la même adresse IP (RATE_BOOKINGS_PER_IP, 20 par défaut).',
          security,
          body: bookingRequestSchema,
          response: { 201: bookingResourceSchema, ...errorSchemas(401, 403, 404, 409, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const input = await validate(bookingRequestSchema, request.body);
        // The IP's point is taken first (parallel requests cannot pass the cap) and given back when
        // no booking was made.
        // An IPv6 client by its /64 (http/ip-prefix.ts): one subscriber holds 2^64 addresses.
        const address = addressKey(request.ip);
        try {
          await perIp.consume(address);
        } catch (error) {
          // Over the cap; a store failure (Redis down…) is no 429 and goes on as the error it is.
          if (error instanceof RateLimiterRes)
            throw tooManyRequests(retrySeconds(error), BOOKING_MESSAGES.tooManyFromIp);
          throw error;
        }
        try {
          const { booking: data, owner } = await createBooking(
            deps.db,
            authOf(request).userId,
            input,
            base,
            deps.signingKey,
          );
          // What is held and what happens next, by e-mail (after the commit, never failing the reply).
          deps.mailer.sendLater(bookingReceivedEmail(deps.config, owner, data));
          // The next search of this visitor already says « Réservé » (change channel).
          await deps.changes.settled();
          return reply.code(201).send({ data });
        } catch (error) {
          if (error instanceof HttpError) await perIp.reward(address, 1);
          throw error;
        }
      },
    );

    app.get(
      '/api/user/bookings',
      {
        schema: {
          tags,
          summary: 'Réservations de l’utilisateur, les plus récentes d’abord (sans les annulées)',
          security,
          response: { 200: bookingListSchema, ...errorSchemas(401) },
        },
      },
      async (request) => {
        const data = await listBookings(deps.db, authOf(request).userId, base);
        return { data, meta: { total: data.length } };
      },
    );

    app.get(
      '/api/user/bookings/:id',
      {
        schema: {
          tags,
          summary: 'Une réservation de l’utilisateur',
          security,
          params: bookingParamsSchema,
          response: { 200: bookingResourceSchema, ...errorSchemas(401, 404, 422) },
        },
      },
      async (request) => ({ data: await showBooking(deps.db, authOf(request).userId, request.params.id, base) }),
    );

    app.put(
      '/api/user/bookings/:id',
      {
        schema: {
          tags,
          summary: 'Modifie les détails d’une réservation en attente (seuls les champs envoyés changent) ; 409 sinon',
          security,
          params: bookingParamsSchema,
          body: bookingUpdateSchema,
          response: { 200: bookingResourceSchema, ...errorSchemas(401, 404, 409, 422) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const input = await validate(bookingUpdateSchema, request.body);
        const data = await updateBooking(deps.db, authOf(request).userId, request.params.id, input, base);
        return { data };
      },
    );

    app.delete(
      '/api/user/bookings/:id',
      {
        schema: {
          tags,
          summary: 'Annule la réservation (statut annulee) et libère le véhicule',
          security,
          params: bookingParamsSchema,
          response: { 204: z.null().describe('Réservation annulée'), ...errorSchemas(401, 404, 422) },
        },
      },
      async (request, reply) => {
        await cancelBooking(deps.db, authOf(request).userId, request.params.id);
        await deps.changes.settled();
        return reply.code(204).send(null);
      },
    );
  };
}
