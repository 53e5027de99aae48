/**
 * The staff's side of a trade-in (/api/staff/reprises/*): the request as staff see it (answers,
 * photos, valuation, offers, the owner's expertises), its photos full size, and the firm offer.
 * Registered in the staff module's scope (its cookie and session hook: staff/routes.ts).
 */
import { PHOTO_MESSAGES, TRADEIN_MESSAGES, tradeinOfferRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../../app-deps';
import { idField } from '../../../http/ids';
import { conflictBodySchema, errorSchemas } from '../../../http/reply-schemas';
import { requestMeta } from '../../staff/audit';
import { staffSecurity } from '../../staff/security';
import { staffOf, type createStaffAuth } from '../../staff/staff-hook';
import { tradeinOfferSchema } from '../requests/schemas';
import { makeOffer } from './service';
import { staffPhoto, staffTradein, staffTradeinSchema } from './staff-view';

const tags = ['Espace conseiller — reprises'];
const params = z.object({ id: idField(TRADEIN_MESSAGES.notFound) });
const photoParams = params.extend({ photoId: idField(PHOTO_MESSAGES.notFound) });

export function tradeinStaffRoutes(
  deps: AppDeps,
  requireStaff: ReturnType<typeof createStaffAuth>,
): FastifyPluginAsyncZod {
  const signedIn = requireStaff('conseiller');
  return async (app) => {
    app.get(
      '/api/staff/reprises/:id',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          params,
          summary:
            'Une demande de reprise vue par le conseiller : réponses, photos, estimation, offres, expertises du propriétaire (l’ouverture est journalisée)',
          response: { 200: staffTradeinSchema, ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        data: await staffTradein(deps, staffOf(request), request.params.id, requestMeta(request)),
      }),
    );

    app.get(
      '/api/staff/reprises/:id/photos/:photoId',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          params: photoParams,
          produces: ['image/jpeg'],
          summary: 'Une photo de la reprise, en taille réelle (conseillers seulement)',
          response: { 200: z.unknown().describe('Image JPEG'), ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: signedIn,
      },
      async (request, reply) => {
        const data = await staffPhoto(deps, staffOf(request), request.params.id, request.params.photoId);
        return reply
          .type('image/jpeg')
          .header('Cache-Control', 'private, no-store')
          .header('Content-Disposition', 'inline')
          .send(data);
      },
    );

    app.post(
      '/api/staff/reprises/:id/offers',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'POST'),
          params,
          body: tradeinOfferRequestSchema,
          summary: 'Envoie une offre ferme (remplace celle qui attend) ; le visiteur est prévenu par e-mail',
          response: {
            201: z.object({ data: tradeinOfferSchema }),
            ...errorSchemas(401, 403, 404, 422),
            409: conflictBodySchema,
          },
        },
        onRequest: signedIn,
      },
      async (request, reply) =>
        reply.code(201).send({
          data: await makeOffer(deps, staffOf(request), request.params.id, request.body, requestMeta(request)),
        }),
    );
  };
}
