/**
 * GET /api/appointments/slots, POST /api/appointments, POST /api/appointments/confirm,
 * POST /api/appointments/cancel (see @ga/contracts appointments.ts); the signed-in visitor's own:
 * GET /api/user/appointments, POST /api/user/appointments/{id}/cancel (staff-agenda.ts).
 */
import { AGENDA_MESSAGES, APPOINTMENT_KINDS, APPOINTMENT_MESSAGES, appointmentRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { createRecipientCap } from '../mailer';
import { conflictBodySchema, errorSchemas, listOf } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { authOf } from '../../http/auth-hook';
import { idField } from '../../http/ids';
import { requestMeta } from '../staff/audit';
import { cancelMine, myAppointments } from './agenda-service';
import { book, cancel, confirm, listSlots } from './service';

const tags = ['Rendez-vous'];
/** A day of the calendar, AAAA-MM-JJ: the pattern alone let 2026-13-01 through to the date maths (a 500). */
const isoDate = z.iso.date({ error: APPOINTMENT_MESSAGES.range });
const daySchema = z.object({ date: z.string(), slots: z.array(z.object({ starts_at: z.string(), time: z.string() })) });
const appointmentSchema = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(APPOINTMENT_KINDS),
  resource: z.string().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
  when: z.string(),
  place: z.object({ name: z.string(), address: z.string() }),
  status: z.enum(['en_attente', 'confirme', 'annule', 'expire']),
  confirm_before: z.string().nullable(),
});
const reply = z.object({ message: z.string(), data: appointmentSchema });
const myAppointmentSchema = appointmentSchema.extend({
  cancellable: z.boolean(),
  cancel_reason: z.string().nullable(),
});
const tokenBody = z.object({
  token: z
    .string({ error: APPOINTMENT_MESSAGES.invalidLink })
    .min(10, APPOINTMENT_MESSAGES.invalidLink)
    .max(400, APPOINTMENT_MESSAGES.invalidLink),
});

export function appointmentRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  const formLimit = { max: deps.config.rateLimits.publicFormsPerIp, timeWindow: 10 * 60_000 };
  const holdMails = createRecipientCap(deps, 'appointment-hold');
  return async (app) => {
    app.get(
      '/api/appointments/slots',
      {
        schema: {
          tags,
          summary: 'Créneaux libres par jour (heures d’ouverture, dimanches et jours fériés fermés)',
          description:
            '`kind` : essai, retrait, atelier ou expertise ; `resource` : le véhicule d’essai (tesla-model-3, tesla-model-y). `from`/`to` : dates de Paris, 31 jours au plus, à partir d’aujourd’hui (14 jours par défaut).',
          querystring: z.object({
            kind: z.enum(APPOINTMENT_KINDS, { error: APPOINTMENT_MESSAGES.kind }),
            resource: z.string().max(60).optional(),
            from: isoDate.optional(),
            to: isoDate.optional(),
          }),
          response: { 200: listOf(daySchema), ...errorSchemas(401, 422) },
        },
      },
      async (request, replyTo) => {
        replyTo.header('Cache-Control', 'no-store');
        const data = await listSlots(deps.db, request.query);
        return { data, meta: { total: data.length } };
      },
    );

    app.post(
      '/api/appointments',
      {
        config: { rateLimit: formLimit },
        schema: {
          tags,
          summary: 'Prend un rendez-vous sur un créneau libre',
          description:
            'Connecté avec une adresse e-mail confirmée : confirmé aussitôt. Sinon (sans connexion, ou adresse du compte pas encore confirmée) : vérification anti-robot, créneau retenu 30 minutes en attendant le lien de l’e-mail (3 e-mails au plus par adresse et par jour, sans le nom ni le message). ' +
            'Connecté, les e-mails partent à l’adresse du compte (le champ `email` n’est pas utilisé). Au plus 2 rendez-vous à venir par compte et par adresse : 409 sur `starts_at`. Créneau pris entre-temps : 409 sur `starts_at`. ' +
            'E-mail de confirmation avec un fichier .ics. Au plus 10 envois par adresse IP et par 10 minutes (RATE_PUBLIC_FORMS_PER_IP).',
          security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
          body: appointmentRequestSchema,
          response: { 201: reply, ...errorSchemas(401, 422, 429), 409: conflictBodySchema },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, replyTo) => {
        const input = await validate(appointmentRequestSchema, request.body);
        const userId = await deps.optionalUser(request, { lenient: true });
        const data = await book(deps, input, userId, holdMails);
        const message =
          data.status === 'confirme'
            ? APPOINTMENT_MESSAGES.booked
            : userId === null
              ? APPOINTMENT_MESSAGES.held
              : APPOINTMENT_MESSAGES.heldAccount;
        return replyTo.code(201).send({ message, data });
      },
    );

    app.post(
      '/api/appointments/confirm',
      {
        schema: {
          tags,
          summary: 'Ouvre le lien de confirmation d’un rendez-vous (30 minutes)',
          security: [{ apiKey: [] }],
          body: tokenBody,
          response: { 200: reply, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { token } = await validate(tokenBody, request.body);
        return { message: APPOINTMENT_MESSAGES.confirmed, data: await confirm(deps, token) };
      },
    );

    app.post(
      '/api/appointments/cancel',
      {
        schema: {
          tags,
          summary: 'Annule un rendez-vous par le lien signé de ses e-mails',
          security: [{ apiKey: [] }],
          body: tokenBody,
          response: { 200: reply, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { token } = await validate(tokenBody, request.body);
        return { message: APPOINTMENT_MESSAGES.cancelled, data: await cancel(deps, token) };
      },
    );

    const account = { tags: ['Compte'], security: [{ apiKey: [], bearer: [] }] };
    app.get(
      '/api/user/appointments',
      {
        schema: {
          ...account,
          summary: 'Mes rendez-vous : ceux à venir d’abord, puis les passés',
          response: { 200: z.object({ data: z.array(myAppointmentSchema) }), ...errorSchemas(401) },
        },
        onRequest: deps.requireUser,
      },
      async (request) => ({ data: await myAppointments(deps.db, authOf(request).userId) }),
    );

    app.post(
      '/api/user/appointments/:id/cancel',
      {
        schema: {
          ...account,
          summary: 'Annule un de mes rendez-vous à venir (le créneau est de nouveau proposé)',
          params: z.object({ id: idField(AGENDA_MESSAGES.notFound) }),
          response: {
            200: z.object({ message: z.string(), data: myAppointmentSchema }),
            ...errorSchemas(401, 404, 422),
            409: conflictBodySchema,
          },
        },
        onRequest: deps.requireUser,
      },
      async (request) => ({
        message: AGENDA_MESSAGES.visitorCancelled,
        data: await cancelMine(deps, authOf(request).userId, request.params.id, requestMeta(request)),
      }),
    );
  };
}
