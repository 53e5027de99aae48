/** The inbox routes (/api/staff/inbox*, /api/staff/colleagues): every role signed in; what a conseiller sees is narrowed in inbox-service.ts. */
import {
  inboxAssignmentSchema,
  inboxExportQuerySchema,
  STAFF_INBOX_EXPORT_PATH,
  inboxNoteSchema,
  inboxQuerySchema,
  inboxStatusSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { conflictBodySchema, errorSchemas } from '../../http/reply-schemas';
import { requestMeta } from './audit';
import { listColleagues } from './inbox-queries';
import {
  colleaguesSchema,
  inboxDetailSchema,
  inboxIdParams,
  inboxItemSchema,
  inboxNoteReplySchema,
  inboxPageSchema,
} from './inbox-schemas';
import { exportFileName, exportInbox } from './inbox-export';
import { addInboxNote, assignInboxItem, listInbox, openInboxItem, setInboxStatus } from './inbox-service';
import { staffSecurity } from './security';
import { staffOf, type createStaffAuth } from './staff-hook';

const tags = ['Espace conseiller — demandes'];
const one = z.object({ data: inboxItemSchema });

export function inboxRoutes(deps: AppDeps, requireStaff: ReturnType<typeof createStaffAuth>): FastifyPluginAsyncZod {
  const signedIn = requireStaff('conseiller');
  return async (app) => {
    app.get(
      '/api/staff/inbox',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          querystring: inboxQuerySchema,
          summary:
            'Toutes les demandes des visiteurs, de la plus récente à la plus ancienne : filtres, recherche, pagination par curseur',
          response: { 200: inboxPageSchema, ...errorSchemas(401, 403, 422) },
        },
        onRequest: signedIn,
      },
      async (request) => listInbox(deps.db, staffOf(request), request.query),
    );

    app.get(
      STAFF_INBOX_EXPORT_PATH,
      {
        schema: {
          tags,
          security: staffSecurity('responsable', 'GET', true),
          querystring: inboxExportQuerySchema,
          produces: ['text/csv'],
          summary:
            'Exporte la liste filtrée en CSV (séparateur « ; », UTF-8), envoyée au fil de la lecture ; l’export est journalisé',
          description:
            'Authentifié par le cookie de session seul (un lien de téléchargement n’envoie pas d’en-tête) : pas de clé d’API.',
          response: {
            200: z.unknown().describe('Fichier CSV (texte UTF-8, séparateur « ; »)'),
            ...errorSchemas(401, 403, 422),
          },
        },
        onRequest: requireStaff('responsable'),
      },
      async (request, reply) => {
        const csv = await exportInbox(deps.db, staffOf(request), request.query, requestMeta(request));
        return reply
          .type('text/csv; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="${exportFileName()}"`)
          .header('Cache-Control', 'private, no-store')
          .send(csv);
      },
    );

    app.get(
      '/api/staff/inbox/:id',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          params: inboxIdParams,
          summary: 'Une demande, ses notes internes et son historique (l’ouverture est journalisée)',
          response: { 200: inboxDetailSchema, ...errorSchemas(401, 403, 404) },
        },
        onRequest: signedIn,
      },
      async (request) => openInboxItem(deps, staffOf(request), request.params.id, requestMeta(request)),
    );

    app.put(
      '/api/staff/inbox/:id/assignment',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'PUT'),
          params: inboxIdParams,
          body: inboxAssignmentSchema,
          summary: 'Attribue la demande (un conseiller la prend ou la rend ; un responsable l’attribue à qui il veut)',
          response: { 200: one, ...errorSchemas(401, 403, 404, 422), 409: conflictBodySchema },
        },
        onRequest: signedIn,
      },
      async (request) =>
        assignInboxItem(deps, staffOf(request), request.params.id, request.body.staff_id, requestMeta(request)),
    );

    app.put(
      '/api/staff/inbox/:id/status',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'PUT'),
          params: inboxIdParams,
          body: inboxStatusSchema,
          summary: 'Change le statut de la demande (nouvelle, en cours, traitée, annulée)',
          response: { 200: one, ...errorSchemas(401, 403, 404, 422), 409: conflictBodySchema },
        },
        onRequest: signedIn,
      },
      async (request) =>
        setInboxStatus(deps, staffOf(request), request.params.id, request.body.status, requestMeta(request)),
    );

    app.post(
      '/api/staff/inbox/:id/notes',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'POST'),
          params: inboxIdParams,
          body: inboxNoteSchema,
          summary: 'Ajoute une note interne (jamais montrée au visiteur)',
          response: { 201: z.object({ data: inboxNoteReplySchema }), ...errorSchemas(401, 403, 404, 422) },
        },
        onRequest: signedIn,
      },
      async (request, reply) =>
        reply
          .code(201)
          .send(await addInboxNote(deps, staffOf(request), request.params.id, request.body.body, requestMeta(request))),
    );

    app.get(
      '/api/staff/colleagues',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          summary: 'Les conseillers actifs (pour attribuer une demande)',
          response: { 200: colleaguesSchema, ...errorSchemas(401, 403) },
        },
        onRequest: signedIn,
      },
      async () => ({ data: await listColleagues(deps.db) }),
    );
  };
}
