/**
 * The staff's agenda (/api/staff/agenda, /api/staff/appointments/*, /api/staff/appointment-blocks;
 * agenda-service.ts). Every role reads the agenda and moves or cancels an appointment (the centre's
 * planning is shared), but a conseiller sees the visitor's details only of the appointments whose
 * inbox request they may see (theirs or no one's): of a colleague's, the slot and who follows it.
 * Closed periods are a responsable's.
 */
import {
  AGENDA_MESSAGES,
  appointmentBlockSchema,
  appointmentMoveSchema,
  staffAgendaQuerySchema,
  staffReasonSchema,
  APPOINTMENT_KINDS,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { idField } from '../../http/ids';
import { conflictBodySchema, errorSchemas } from '../../http/reply-schemas';
import { requestMeta } from '../staff/audit';
import { staffSecurity } from '../staff/security';
import { staffOf, type createStaffAuth } from '../staff/staff-hook';
import { addBlock, cancelByStaff, moveByStaff, removeBlock, staffAgenda } from './agenda-service';

const tags = ['Espace conseiller — agenda'];
const params = z.object({ id: idField(AGENDA_MESSAGES.notFound) });
const blockParams = z.object({ id: idField(AGENDA_MESSAGES.blockNotFound) });
const kind = z.enum(APPOINTMENT_KINDS);
const block = z.object({
  id: z.number(),
  kind: kind.nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  reason: z.string(),
});
const appointment = z.object({
  id: z.number(),
  reference: z.string(),
  kind,
  resource: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  status: z.enum(['en_attente', 'confirme', 'annule', 'expire']),
  fullname: z.string().nullable().describe('Nom du visiteur ; null quand le rendez-vous est réservé (restricted)'),
  email: z.string().nullable().describe('null quand restricted'),
  phone: z.string().nullable().describe('null quand restricted'),
  message: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  inbox_id: z.string().nullable(),
  in_block: z.boolean(),
  restricted: z
    .boolean()
    .describe(
      'true : la demande est suivie par un autre conseiller ; seuls le créneau, le type, le statut et followed_by sont donnés',
    ),
  followed_by: z
    .string()
    .nullable()
    .describe('Le nom du membre de l’équipe qui suit la demande dans la boîte de réception (null : personne)'),
});

export function agendaRoutes(deps: AppDeps, requireStaff: ReturnType<typeof createStaffAuth>): FastifyPluginAsyncZod {
  const signedIn = requireStaff('conseiller');
  const responsable = requireStaff('responsable');
  return async (app) => {
    app.get(
      '/api/staff/agenda',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          querystring: staffAgendaQuerySchema,
          summary:
            'L’agenda d’un lieu (le premier par défaut) : les rendez-vous de 1 à 14 jours (7 par défaut) et les périodes fermées',
          response: {
            200: z.object({
              data: z.object({
                place: z.object({ slug: z.string(), name: z.string(), address: z.string() }).nullable(),
                places: z.array(z.object({ slug: z.string(), name: z.string() })),
                from: z.string(),
                to: z.string(),
                appointments: z.array(appointment),
                blocks: z.array(block),
              }),
            }),
            ...errorSchemas(401, 403, 422),
          },
        },
        onRequest: signedIn,
      },
      async (request) => ({ data: await staffAgenda(deps.db, staffOf(request), request.query) }),
    );

    app.post(
      '/api/staff/appointments/:id/move',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'POST'),
          params,
          body: appointmentMoveSchema,
          summary:
            'Déplace un rendez-vous confirmé sur un autre créneau libre de son type (e-mail et .ics, même UID, SEQUENCE + 1)',
          response: {
            200: z.object({ message: z.string(), data: z.object({ starts_at: z.string(), sequence: z.number() }) }),
            ...errorSchemas(401, 403, 404, 422),
            409: conflictBodySchema,
          },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        message: AGENDA_MESSAGES.moved,
        data: await moveByStaff(
          deps,
          staffOf(request),
          request.params.id,
          request.body.starts_at,
          requestMeta(request),
        ),
      }),
    );

    app.post(
      '/api/staff/appointments/:id/cancel',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'POST'),
          params,
          body: staffReasonSchema,
          summary: 'Annule un rendez-vous avec un motif (e-mail au visiteur, .ics d’annulation)',
          response: {
            200: z.object({ message: z.string(), data: z.object({ status: z.literal('annule') }) }),
            ...errorSchemas(401, 403, 404, 422),
            409: conflictBodySchema,
          },
        },
        onRequest: signedIn,
      },
      async (request) => ({
        message: AGENDA_MESSAGES.cancelled,
        data: await cancelByStaff(deps, staffOf(request), request.params.id, request.body.reason, requestMeta(request)),
      }),
    );

    app.post(
      '/api/staff/appointment-blocks',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'POST'),
          body: appointmentBlockSchema,
          summary:
            'Ferme une période (congés, absence) : plus aucun créneau proposé ; renvoie les rendez-vous déjà pris à déplacer',
          response: {
            201: z.object({ message: z.string(), data: z.object({ block, affected: z.array(appointment) }) }),
            ...errorSchemas(401, 403, 422),
          },
        },
        onRequest: responsable,
      },
      async (request, reply) =>
        reply.code(201).send({
          message: AGENDA_MESSAGES.blocked,
          data: await addBlock(deps, staffOf(request), request.body, requestMeta(request)),
        }),
    );

    app.delete(
      '/api/staff/appointment-blocks/:id',
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'DELETE'),
          params: blockParams,
          summary: 'Rouvre une période fermée',
          response: { 200: z.object({ message: z.string(), data: block }), ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: responsable,
      },
      async (request) => ({
        message: AGENDA_MESSAGES.unblocked,
        data: await removeBlock(deps, staffOf(request), request.params.id, requestMeta(request)),
      }),
    );
  };
}
