/**
 * /api/user: the signed-in user's profile.
 */
import {
  ACCOUNT_SECURITY_MESSAGES,
  accountDeletionSchema,
  PASSWORD_UPDATE_MESSAGES,
  PROFILE_MESSAGES,
  passwordUpdateSchema,
  profileUpdateSchema,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchemas } from '../../http/reply-schemas';
import { authOf } from '../../http/auth-hook';
import { bodyValidatedInHandler } from '../../http/validate';
import type { AppDeps } from '../../app-deps';
import { notFound, ValidationError } from '../../http/errors';
import { validate } from '../../http/validate';
import { checkCurrentPassword } from './current-password';
import { messageReplySchema } from '../password-reset/schemas';
import { deleteAccountData } from './account-deletion';
import { photoKeys } from '../tradein/photos/queries';
import { removeFiles } from '../tradein/photos/service';
import { changePassword } from './password-change';
import { userParamsSchema, userResourceSchema } from './schemas';
import { accountPassword } from './queries';
import { changeProfile, loadUser } from './service';

export function userRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', deps.requireUser);

    app.get(
      '/api/user',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Profil de l’utilisateur connecté',
          security: [{ apiKey: [], bearer: [] }],
          response: { 200: userResourceSchema, ...errorSchemas(401) },
        },
      },
      async (request) => ({ data: await loadUser(deps.db, authOf(request).userId) }),
    );

    app.put(
      '/api/user',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Mise à jour du profil (erreurs 422 par champ)',
          description:
            'Changer d’adresse e-mail demande `current_password` : absent, 422 « ' +
            PROFILE_MESSAGES.currentPasswordRequired +
            ' » ; incorrect, 422 « ' +
            PROFILE_MESSAGES.wrongCurrentPassword +
            ' » (compté comme un échec de connexion du compte) ; seulement ensuite, adresse déjà utilisée : 422 sur `email`. ' +
            'La nouvelle adresse reçoit un lien de confirmation et ne remplace l’ancienne qu’à son ouverture (`pending_email` d’ici là). 5 changements d’adresse par heure et par compte (429 au-delà). `current_password` n’est ni enregistré ni renvoyé.',
          security: [{ apiKey: [], bearer: [] }],
          body: profileUpdateSchema,
          response: { 200: userResourceSchema, ...errorSchemas(401, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => ({ data: await changeProfile(deps, authOf(request), request.body, request.ip) }),
    );

    app.put(
      '/api/user/password',
      {
        schema: {
          tags: ['Compte'],
          summary:
            'Changement du mot de passe : les autres sessions sont déconnectées, la session courante reste ouverte',
          description:
            'Mot de passe actuel incorrect : 422 sur `current_password` (compté comme un échec de connexion du compte : 429 au-delà). Un e-mail prévient l’utilisateur.',
          security: [{ apiKey: [], bearer: [] }],
          body: passwordUpdateSchema,
          response: { 200: messageReplySchema, ...errorSchemas(401, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        await changePassword(deps, authOf(request), request.body, request.ip);
        return { message: PASSWORD_UPDATE_MESSAGES.updated };
      },
    );

    app.delete(
      '/api/user/:id/delete',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Suppression du compte de l’utilisateur connecté et de ses données (une transaction)',
          description:
            'Demande le mot de passe (`current_password`, compté comme une tentative de connexion du compte ; incorrect : 422). Sessions, favoris, réservations, demandes de financement, de reprise, de rappel et de partenariat supprimés ; devis conservés mais détachés du compte (anonymisés). L’identifiant d’un autre utilisateur : 404.',
          security: [{ apiKey: [], bearer: [] }],
          params: userParamsSchema,
          body: accountDeletionSchema,
          response: { 204: z.null().describe('Compte supprimé'), ...errorSchemas(401, 404, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const { userId } = authOf(request);
        if (request.params.id !== userId) throw notFound();
        const { current_password } = await validate(accountDeletionSchema, request.body);
        const user = await accountPassword(deps.db, userId);
        if (!(await checkCurrentPassword(deps, user, current_password, request.ip))) {
          throw ValidationError.field('current_password', ACCOUNT_SECURITY_MESSAGES.wrongPassword);
        }
        const photos = await deps.db.transaction().execute(async (trx) => {
          const keys = await photoKeys(trx, { userId });
          await deleteAccountData(trx, userId);
          return keys;
        });
        // The trade-in photos' files, once their rows are gone.
        await removeFiles(deps, photos, request.log);
        // Its bookings are gone: the next searches no longer say « Réservé » (change channel).
        await deps.changes.settled();
        return reply.code(204).send(null);
      },
    );
  };
}
