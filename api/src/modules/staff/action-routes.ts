/**
 * Staff actions on a request that change the request itself (docs/staff.md « Bookings and company
 * checks »): a booking confirmed, extended or cancelled; a company check verified or refused. Every
 * role signed in; what a conseiller may act on is narrowed like the inbox (inbox-service.ts).
 */
import { bookingExtendSchema, STAFF_ACTION_MESSAGES, staffReasonSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { idField } from '../../http/ids';
import { conflictBodySchema, errorSchemas } from '../../http/reply-schemas';
import { actOnBooking } from '../bookings/staff-service';
import { checkCompanyAsStaff } from '../company-checks/service';
import { requestMeta } from './audit';
import { staffSecurity } from './security';
import { staffOf, type createStaffAuth } from './staff-hook';

const done = z.object({ message: z.string() });
const bookingParams = z.object({ id: idField(STAFF_ACTION_MESSAGES.bookingNotFound) });
const companyParams = z.object({ id: idField(STAFF_ACTION_MESSAGES.companyNotFound) });

export function actionRoutes(deps: AppDeps, requireStaff: ReturnType<typeof createStaffAuth>): FastifyPluginAsyncZod {
  const signedIn = requireStaff('conseiller');
  const security = staffSecurity('conseiller', 'POST');
  return async (app) => {
    const bookings = [
      {
        path: 'confirm',
        summary: 'Confirme une réservation en attente',
        body: z.object({}),
        act: () => ({ kind: 'confirm' as const }),
        message: STAFF_ACTION_MESSAGES.confirmed,
      },
      {
        path: 'extend',
        summary: 'Prolonge l’option d’une réservation en attente (24, 48 ou 72 h)',
        body: bookingExtendSchema,
        act: (b: { hours?: number }) => ({ kind: 'extend' as const, hours: b.hours! }),
        message: STAFF_ACTION_MESSAGES.extended,
      },
      {
        path: 'cancel',
        summary: 'Annule une réservation avec un motif : le véhicule revient en stock',
        body: staffReasonSchema,
        act: (b: { reason?: string }) => ({ kind: 'cancel' as const, reason: b.reason! }),
        message: STAFF_ACTION_MESSAGES.cancelled,
      },
    ] as const;
    for (const { path, summary, body, act, message } of bookings) {
      app.post(
        `/api/staff/bookings/:id/${path}`,
        {
          schema: {
            tags: ['Espace conseiller — réservations'],
            security,
            params: bookingParams,
            body,
            summary,
            response: { 200: done, ...errorSchemas(401, 403, 404, 422), 409: conflictBodySchema },
          },
          onRequest: signedIn,
        },
        async (request) => {
          await actOnBooking(
            deps,
            staffOf(request),
            request.params.id,
            act(request.body as never),
            requestMeta(request),
          );
          return { message };
        },
      );
    }

    app.post(
      '/api/staff/companies/:id/verify',
      {
        schema: {
          tags: ['Espace conseiller — entreprises'],
          security,
          params: companyParams,
          body: z.object({}),
          summary: 'Valide le SIRET et le secteur d’activité d’un compte professionnel',
          response: { 200: done, ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: signedIn,
      },
      async (request) => {
        await checkCompanyAsStaff(deps, staffOf(request), request.params.id, { verify: true }, requestMeta(request));
        return { message: STAFF_ACTION_MESSAGES.verified };
      },
    );

    app.post(
      '/api/staff/companies/:id/refuse',
      {
        schema: {
          tags: ['Espace conseiller — entreprises'],
          security,
          params: companyParams,
          body: staffReasonSchema,
          summary: 'Refuse la vérification d’un compte professionnel, avec le motif envoyé à son titulaire',
          response: { 200: done, ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: signedIn,
      },
      async (request) => {
        await checkCompanyAsStaff(
          deps,
          staffOf(request),
          request.params.id,
          { verify: false, reason: request.body.reason },
          requestMeta(request),
        );
        return { message: STAFF_ACTION_MESSAGES.refused };
      },
    );
  };
}
