/**
 * POST /api/forgot-password/send-email, POST /api/forgot-password/reset (no sign-in needed).
 */
import { forgotPasswordSchema, PASSWORD_RESET_MESSAGES, resetPasswordSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { messageReplySchema } from './schemas';
import { resetPassword, resetValidator, sendResetLink } from './service';

const tags = ['Authentification'];
const security = [{ apiKey: [] }];

export function passwordResetRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/forgot-password/send-email',
      {
        schema: {
          tags,
          summary: 'Demande de réinitialisation du mot de passe : envoie un lien valable une heure, à usage unique',
          description:
            'Même réponse 200 que l’adresse ait un compte ou non. Trop de demandes (5 par adresse, 20 par IP et par heure) : 429 avec Retry-After.',
          security,
          body: forgotPasswordSchema,
          response: { 200: messageReplySchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { email } = await validate(forgotPasswordSchema, request.body);
        await deps.resetLimits.consumeForgot(request.ip, email);
        sendResetLink(deps, email);
        return { message: PASSWORD_RESET_MESSAGES.sent };
      },
    );

    app.post(
      '/api/forgot-password/reset',
      {
        schema: {
          tags,
          summary: 'Nouveau mot de passe avec le lien reçu par e-mail ; toutes les sessions du compte sont révoquées',
          description:
            'Lien invalide, expiré ou déjà utilisé : 422 sur `token`. Trop d’essais (20 par IP et par heure) : 429 avec Retry-After.',
          security,
          body: resetPasswordSchema,
          response: { 200: messageReplySchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        await deps.resetLimits.consumeReset(request.ip);
        const data = await validate(resetValidator(deps.db), request.body);
        await resetPassword(deps, data);
        return { message: PASSWORD_RESET_MESSAGES.done };
      },
    );
  };
}
