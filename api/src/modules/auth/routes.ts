/**
 * POST /oauth/token, POST /oauth/revoke, POST /api/register.
 */
import { registerSchema, tokenRequestSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { registerValidator } from '../user/service';
import { registerResponseSchema, tokenResponseSchema } from './schemas';
import { register, signIn } from './service';

export function authRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/oauth/token',
      {
        schema: {
          tags: ['Authentification'],
          summary: 'Connexion (grant_type password) : renvoie un jeton d’accès',
          description:
            'Mauvais identifiants : 401 « Identifiant ou mot de passe incorrect. ». Trop d’échecs (par IP ou par compte) : 429 avec Retry-After.',
          security: [{ apiKey: [] }],
          body: tokenRequestSchema,
          response: { 200: tokenResponseSchema, ...errorSchemas(401, 422, 429) },
        },
      },
      async (request) => signIn(deps, request.body, request.ip),
    );

    app.post(
      '/oauth/revoke',
      {
        schema: {
          tags: ['Authentification'],
          summary: 'Déconnexion : révoque le jeton utilisé',
          security: [{ apiKey: [], bearer: [] }],
          response: { 204: z.null().describe('Jeton révoqué'), ...errorSchemas(401) },
        },
        onRequest: deps.requireUser,
      },
      async (request, reply) => {
        await deps.tokens.revoke(authOf(request).tokenId);
        return reply.code(204).send(null);
      },
    );

    app.post(
      '/api/register',
      {
        schema: {
          tags: ['Authentification'],
          summary: 'Création d’un compte particulier ou société ; l’utilisateur est connecté (jeton renvoyé)',
          security: [{ apiKey: [] }],
          body: registerSchema,
          response: { 201: registerResponseSchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        await deps.rateLimits.consumeRegistration(request.ip);
        const data = await validate(registerValidator(deps.db), request.body);
        return reply.code(201).send(await register(deps, data));
      },
    );
  };
}
