/**
 * /api/user: the signed-in user's profile.
 */
import { PASSWORD_UPDATE_MESSAGES, PROFILE_MESSAGES, passwordUpdateSchema, profileUpdateSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../http/reply-schemas';
import { authOf } from '../../http/auth-hook';
import { bodyValidatedInHandler } from '../../http/validate';
import type { AppDeps } from '../../app-deps';
import { notFound } from '../../http/errors';
import { messageReplySchema } from '../password-reset/schemas';
import { deleteAccountData } from './account-deletion';
import { changePassword } from './password-change';
import { userParamsSchema, userResourceSchema } from './schemas';
import { changeProfile, loadUser } from './service';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get('/api/user', {
      schema: {
        tags: ['Compte'],
        summary: 'Profil de l’utilisateur connecté',
        security: [{ apiKey: [], bearer: [] }],
        response: { 200: userResourceSchema, ...errorSchemas(401) },
      },
    }, async (request) => ({ data: await loadUser(deps.db, authOf(request).userId) }));

    app.put('/api/user', {
      schema: {
        tags: ['Compte'],
        summary: 'Mise à jour du profil (erreurs 422 par champ)',
        description:
          'Changer d’adresse e-mail demande `current_password` : absent, 422 « ' + PROFILE_MESSAGES.currentPasswordRequired + ' » ; incorrect, 422 « ' +
          PROFILE_MESSAGES.wrongCurrentPassword + ' » (compté comme un échec de connexion du compte : 429 au-delà). Un e-mail prévient l’ancienne adresse. `current_password` n’est ni enregistré ni renvoyé.',
        security: [{ apiKey: [], bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: userResourceSchema, ...errorSchemas(401, 422, 429) },
      },
      validatorCompiler: bodyValidatedInHandler,
    }, async (request) => ({ data: await changeProfile(deps, authOf(request), request.body, request.ip) }));

    app.put('/api/user/password', {
      schema: {
        tags: ['Compte'],
        summary: 'Changement du mot de passe : les autres sessions sont déconnectées, la session courante reste ouverte',
        description:
          'Mot de passe actuel incorrect : 422 sur `current_password` (compté comme un échec de connexion du compte : 429 au-delà). Un e-mail prévient l’utilisateur.',
        security: [{ apiKey: [], bearer: [] }],
        body: passwordUpdateSchema,
        response: { 200: messageReplySchema, ...errorSchemas(401, 422, 429) },
      },
      validatorCompiler: bodyValidatedInHandler,
    }, async (request) => {
      await changePassword(deps, authOf(request), request.body, request.ip);
      return { message: PASSWORD_UPDATE_MESSAGES.updated };
    });

    app.delete('/api/user/:id/delete', {
      schema: {
        tags: ['Compte'],
        summary: 'Suppression du compte de l’utilisateur connecté et de ses données (une transaction)',
        description:
          'Sessions, favoris, réservations, demandes de financement, de reprise, de rappel et de partenariat supprimés ; devis conservés mais détachés du compte (anonymisés). L’identifiant d’un autre utilisateur : 404.',
        security: [{ apiKey: [], bearer: [] }],
        params: userParamsSchema,
        response: { 204: z.null().describe('Compte supprimé'), ...errorSchemas(401, 404, 422) },
      },
    }, async (request, reply) => {
      const { userId } = authOf(request);
      if (request.params.id !== userId) throw notFound();
      await deps.db.transaction().execute((trx) => deleteAccountData(trx, userId));
      // Its bookings are gone: cached result pages would still say « Réservé ».
      deps.catalogueCache.clear('page');
      return reply.code(204).send(null);
    });
  };
}
