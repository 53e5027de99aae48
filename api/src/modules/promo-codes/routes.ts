/**
 * POST /api/promotional-codes {vehicle_id, code}: public (API key only), checks a coupon or a
 * partner's code for a vehicle (docs/spec-notes.md §3 "Promotional code result", §7).
 */
import {
  PROMO_CODE_KINDS,
  PROMO_DISCOUNT_TYPES,
  promotionalCodeRequestSchema,
  type PromotionalCodeResult,
} from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { HttpError } from '../../http/errors';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { checkPromotionalCode } from './service';

export const promoResultSchema = z.object({
  coupon_id: z.number().int().nullable().describe('Coupon de la concession (sinon null)'),
  partner_code_id: z.number().int().nullable().describe('Code d’un partenaire : CSE, flotte… (sinon null)'),
  code: z.string(),
  label: z.string(),
  kind: z.enum(PROMO_CODE_KINDS),
  partner_name: z.string().nullable(),
  discount_type: z.enum(PROMO_DISCOUNT_TYPES),
  discount_value: z.number().int().describe('Euros (amount) ou pourcentage entier (percent)'),
  discount: z.number().describe('Remise sur ce véhicule, euros TTC'),
  discount_cents: z.number().int().describe('La même en centimes'),
  valid_until: z.string().nullable(),
  proof: z
    .string()
    .nullable()
    .describe(
      'Preuve signée à joindre au devis (promo_proof), liée à l’utilisateur, au véhicule et au code ; null hors connexion',
    ),
}) satisfies z.ZodType<PromotionalCodeResult>;

export function promoCodeRoutes(deps: AppDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/promotional-codes',
      {
        schema: {
          tags: ['Véhicules'],
          summary:
            'Vérifie un code promo (coupon ou code partenaire) pour un véhicule ; 422 sur `code` s’il est inconnu, expiré, épuisé, hors périmètre, ou un code partenaire hors connexion / pour un autre public ; 429 après trop d’échecs depuis la même adresse IP',
          description:
            'Jeton Bearer facultatif : connecté, la réponse porte `proof`, exigée par POST /api/user/estimates/store avec coupon_id / partner_code_id.',
          security: [{ apiKey: [] }, { apiKey: [], bearer: [] }],
          body: promotionalCodeRequestSchema,
          response: { 200: z.object({ data: promoResultSchema }), ...errorSchemas(401, 404, 422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        // Brute force: each IP may fail a limited number of codes per window (auth/rate-limits.ts).
        // The point is taken before the check and given back unless the code (or vehicle) was wrong.
        const attempt = await deps.rateLimits.beginPromoCode(request.ip);
        try {
          const userId = await deps.optionalUser(request);
          const input = await validate(promotionalCodeRequestSchema, request.body);
          const data = await checkPromotionalCode(deps.db, input, userId, deps.signingKey);
          await attempt.succeeded();
          return { data };
        } catch (error) {
          const failedCode = error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 422);
          // A bad token (401) is no code guess: the point comes back.
          if (!failedCode) await attempt.succeeded();
          throw error;
        }
      },
    );
  };
}
