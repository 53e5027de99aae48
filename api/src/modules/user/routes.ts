/**
 * /api/user: the signed-in user's profile.
 */
import { profileUpdateSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchemas } from '../../http/reply-schemas';
import { authOf } from '../../http/auth-hook';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import type { AppDeps } from '../../app-deps';
import { userResourceSchema } from './schemas';
import { loadUser, profileValidator, updateProfile } from './service';

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
        security: [{ apiKey: [], bearer: [] }],
        body: profileUpdateSchema,
        response: { 200: userResourceSchema, ...errorSchemas(401, 422) },
      },
      validatorCompiler: bodyValidatedInHandler,
    }, async (request) => {
      const { userId } = authOf(request);
      const data = await validate(profileValidator(deps.db, userId), request.body);
      return { data: await updateProfile(deps.db, userId, data) };
    });
  };
}
