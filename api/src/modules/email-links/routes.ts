/**
 * POST /api/email/confirm, POST /api/user/email/verification, POST /api/login-link/send-email,
 * POST /api/login-link/sign-in (see @ga/contracts account-security.ts).
 */
import { ACCOUNT_SECURITY_MESSAGES, emailLinkSchema, signInLinkRequestSchema, signInLinkSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { authOf } from '../../http/auth-hook';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { tokenResponseSchema } from '../auth/schemas';
import { messageReplySchema } from '../password-reset/schemas';
import { accountVerification } from '../user/queries';
import { pendingEmail } from './queries';
import { confirmEmailLink, sendEmailChangeLink, sendSignInLink, signInWithLink, sendVerificationLink } from './service';

const tags = ['Authentification'];

export function emailLinkRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/email/confirm',
      {
        schema: {
          tags,
          summary: 'Ouvre un lien de confirmation d’adresse e-mail (nouveau compte ou nouvelle adresse)',
          description:
            'Une nouvelle adresse remplace l’ancienne à ce moment : les liens de réinitialisation en attente expirent, les autres sessions sont fermées (celle qui ouvre le lien reste ouverte), l’ancienne adresse est prévenue. Lien invalide, déjà utilisé ou expiré : 422 sur `token`.',
          security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
          body: emailLinkSchema,
          response: {
            200: z.object({
              message: z.string(),
              data: z.object({
                email: z.string(),
                kind: z.enum(['verify', 'change']),
                return_path: z
                  .string()
                  .nullable()
                  .describe(
                    'Première confirmation d’un compte : la page où le visiteur a créé son compte, sinon null.',
                  ),
              }),
            }),
            ...errorSchemas(401, 422, 429),
          },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { token } = await validate(emailLinkSchema, request.body);
        // The session only decides which one stays open; an old or revoked token must not spoil the link.
        await deps.optionalUser(request, { lenient: true });
        return confirmEmailLink(deps, token, request.auth);
      },
    );

    app.post(
      '/api/user/email/verification',
      {
        schema: {
          tags: ['Compte'],
          summary: 'Renvoie le lien de confirmation de l’adresse e-mail (ou de la nouvelle adresse en attente)',
          security: [{ apiKey: [], bearer: [] }],
          response: { 200: messageReplySchema, ...errorSchemas(401, 429) },
        },
        onRequest: deps.requireUser,
      },
      async (request) => {
        const { userId } = authOf(request);
        const user = await accountVerification(deps.db, userId);
        const pending = await pendingEmail(deps.db, userId);
        if (!pending && user.email_verified_at !== null) return { message: ACCOUNT_SECURITY_MESSAGES.alreadyVerified };
        await deps.accountLimits.consumeEmailLink(userId);
        if (pending) await sendEmailChangeLink(deps, user, pending);
        else await sendVerificationLink(deps, user);
        return { message: ACCOUNT_SECURITY_MESSAGES.verificationSent };
      },
    );

    app.post(
      '/api/login-link/send-email',
      {
        schema: {
          tags,
          summary:
            'Envoie un lien de connexion à usage unique (15 minutes) ; il lève les délais posés par des échecs de connexion',
          description: 'Même réponse 200 que l’adresse ait un compte ou non. Trop de demandes : 429 avec Retry-After.',
          security: [{ apiKey: [] }],
          body: signInLinkRequestSchema,
          response: { 200: messageReplySchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { email } = await validate(signInLinkRequestSchema, request.body);
        await deps.accountLimits.consumeEmailLink(email);
        sendSignInLink(deps, email);
        return { message: ACCOUNT_SECURITY_MESSAGES.signInLinkSent };
      },
    );

    app.post(
      '/api/login-link/sign-in',
      {
        schema: {
          tags,
          summary: 'Connexion avec un lien reçu par e-mail : renvoie un jeton d’accès',
          description: 'Lien invalide, déjà utilisé ou expiré : 422 sur `token`.',
          security: [{ apiKey: [] }],
          body: signInLinkSchema,
          response: { 200: tokenResponseSchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const { token } = await validate(signInLinkSchema, request.body);
        return signInWithLink(deps, token);
      },
    );
  };
}
