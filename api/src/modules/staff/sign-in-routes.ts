/**
 * The staff sign-in routes (no session yet): password step, TOTP or recovery-code step, enrolment
 * (QR code, first code) and the one-time enrolment link. Public writes: the per-IP limit of every
 * public write applies (http/public-writes.ts) on top of the steps' own limits (rate-limits.ts).
 */
import {
  staffChallengeSchema,
  staffEnrolmentLinkSchema,
  staffRecoverySchema,
  staffSignInSchema,
  staffTotpSchema,
  STAFF_SESSION_COOKIE,
} from '@ga/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { withPasswordRules } from '../user/password-rules';
import { requestMeta } from './audit';
import { deviceCookieOptions, deviceCookieValue, STAFF_DEVICE_COOKIE } from './device-cookie';
import { useLink } from './enrolment-links';
import {
  challengeReplySchema,
  enrolledReplySchema,
  enrolmentReplySchema,
  recoveryReplySchema,
  sessionReplySchema,
} from './schemas';
import { cookieOptions } from './sessions';
import {
  enrolmentConfirm,
  enrolmentStart,
  passwordStep,
  recoveryStep,
  totpStep,
  type SessionReply,
  type StaffSignIn,
} from './sign-in-service';

const tags = ['Espace conseiller'];
const security = [{ apiKey: [] }];

export function signInRoutes(s: StaffSignIn): FastifyPluginAsyncZod {
  const { deps } = s;
  /**
   * The new session in its cookie; the CSRF token in the body; the device cookie (device-cookie.ts)
   * renewed for this account, since the sign-in is complete (both factors).
   */
  const withSession = (request: FastifyRequest, reply: FastifyReply, r: SessionReply) => {
    void reply.setCookie(STAFF_SESSION_COOKIE, r.session.sessionId, cookieOptions(deps.config));
    const device = deviceCookieValue(
      deps.signingKey,
      request.cookies[STAFF_DEVICE_COOKIE],
      r.device,
      deps.config.staff.deviceDays,
    );
    void reply.setCookie(STAFF_DEVICE_COOKIE, device, deviceCookieOptions(deps.config));
    return { data: r.me, csrf_token: r.session.csrf };
  };
  const deviceCookieDoc =
    ' Une connexion complète pose aussi le cookie d’appareil `ga_staff_device` (signé, HttpOnly, SameSite=Strict, Path=/api/staff, STAFF_DEVICE_DAYS jours) : depuis ce navigateur, l’étape du mot de passe de ce compte n’est pas ralentie.';
  return async (app) => {
    app.post(
      '/api/staff/sign-in',
      {
        schema: {
          tags,
          security,
          body: staffSignInSchema,
          summary: 'Connexion conseiller, étape 1 : e-mail et mot de passe → jeton de l’étape suivante (5 minutes)',
          description:
            'Réponse identique pour une adresse inconnue, un compte désactivé ou un mauvais mot de passe (401). 429 : trop d’échecs depuis cette IP (tous comptes, ou ce compte depuis cette IP) ; ' +
            'ou, pour ce compte depuis toutes les IP, un délai croissant entre deux essais (Retry-After), que le cookie d’appareil `ga_staff_device` du compte (posé par une connexion complète) évite. ' +
            'Le 429 ne dit pas si le compte existe.',
          response: { 200: challengeReplySchema, ...errorSchemas(401, 422, 429) },
        },
      },
      async (request) => passwordStep(s, request.body, requestMeta(request), request.cookies[STAFF_DEVICE_COOKIE]),
    );

    app.post(
      '/api/staff/sign-in/totp',
      {
        schema: {
          tags,
          security,
          body: staffTotpSchema,
          summary: 'Connexion conseiller, étape 2 : code TOTP à 6 chiffres → session (cookie) et jeton CSRF',
          description:
            'Un code sert une fois, à ±30 secondes. Un nouvel identifiant de session est émis (cookie HttpOnly, SameSite=Strict, Path=/api/staff).' +
            ' 403 : trop de codes erronés de suite (STAFF_TOTP_MAX_FAILURES, au plus 100) : seul un code de secours (POST /api/staff/sign-in/recovery) ou une réinitialisation par un administrateur permet alors de se connecter.' +
            deviceCookieDoc,
          response: { 200: sessionReplySchema, ...errorSchemas(401, 403, 422, 429) },
        },
      },
      async (request, reply) => withSession(request, reply, await totpStep(s, request.body, requestMeta(request))),
    );

    app.post(
      '/api/staff/sign-in/recovery',
      {
        schema: {
          tags,
          security,
          body: staffRecoverySchema,
          summary: 'Connexion conseiller, étape 2 : un code de secours à usage unique → session',
          description:
            'Fonctionne aussi quand l’étape du code TOTP est bloquée (403) : un succès remet à zéro le compte des codes erronés.' +
            deviceCookieDoc,
          response: { 200: recoveryReplySchema, ...errorSchemas(401, 422, 429) },
        },
      },
      async (request, reply) => {
        const r = await recoveryStep(s, request.body, requestMeta(request));
        return { ...withSession(request, reply, r), recovery_codes_left: r.recoveryCodesLeft ?? 0 };
      },
    );

    app.post(
      '/api/staff/sign-in/enrolment',
      {
        schema: {
          tags,
          security,
          body: staffChallengeSchema,
          summary:
            'Première connexion : le QR code (et l’URI otpauth://) à scanner avec l’application d’authentification',
          response: { 200: enrolmentReplySchema, ...errorSchemas(401, 422, 429) },
        },
      },
      async (request) => enrolmentStart(s, request.body, requestMeta(request)),
    );

    app.post(
      '/api/staff/sign-in/enrolment/confirm',
      {
        schema: {
          tags,
          security,
          body: staffTotpSchema,
          summary:
            'Première connexion : un premier code valide termine l’enrôlement → codes de secours (une seule fois) et session',
          description: deviceCookieDoc.trim(),
          response: { 200: enrolledReplySchema, ...errorSchemas(401, 422, 429) },
        },
      },
      async (request, reply) => {
        const r = await enrolmentConfirm(s, request.body, requestMeta(request));
        return { ...withSession(request, reply, r), recovery_codes: r.recoveryCodes ?? [] };
      },
    );

    app.post(
      '/api/staff/enrolment',
      {
        schema: {
          tags,
          security,
          body: staffEnrolmentLinkSchema,
          summary: 'Lien d’activation (invitation) : choisit le mot de passe, puis enrôlement TOTP',
          description: 'Lien inconnu, déjà utilisé ou expiré : 422 sur token.',
          response: { 200: challengeReplySchema, ...errorSchemas(422, 429) },
        },
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request) => {
        const body = await validate(withPasswordRules(staffEnrolmentLinkSchema), request.body);
        return useLink(deps, body, requestMeta(request));
      },
    );
  };
}
