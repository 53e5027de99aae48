/**
 * GET /api/bot-check/challenge: a fresh proof-of-work challenge for the widget of a public form.
 */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';

const challengeSchema = z
  .object({
    parameters: z.object({
      algorithm: z.string(),
      nonce: z.string(),
      salt: z.string(),
      cost: z.number(),
      keyLength: z.number(),
      keyPrefix: z.string(),
      keySignature: z.string().optional(),
      expiresAt: z.number().optional(),
    }),
    signature: z.string().optional(),
  })
  .describe('Défi ALTCHA');

export function botCheckRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/bot-check/challenge',
      {
        schema: {
          tags: ['Formulaires publics'],
          summary:
            'Défi anti-robot (preuve de travail ALTCHA) à résoudre dans le navigateur avant d’envoyer un formulaire public',
          description:
            'Le widget cherche la clé dérivée (PBKDF2/SHA-256, BOT_CHECK_COST itérations par essai) et envoie la solution avec le formulaire dans `captcha_token`. Valable BOT_CHECK_TTL_SECONDS (20 minutes par défaut), une seule fois.',
          security: [{ apiKey: [] }],
          response: { 200: challengeSchema, ...errorSchemas(401) },
        },
      },
      async (_request, reply) => {
        reply.header('Cache-Control', 'no-store');
        return deps.botCheck.challenge();
      },
    );
  };
}
