/**
 * The signed-in staff member's own routes (any role): who am I, sign out, sessions, password.
 */
import { STAFF_SESSION_COOKIE, staffPasswordChangeSchema } from '@ga/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { errorSchemas } from '../../http/reply-schemas';
import { bodyValidatedInHandler, validate } from '../../http/validate';
import { withPasswordRules } from '../user/password-rules';
import { confirmPassword } from './accounts-service';
import { requestMeta } from './audit';
import type { StaffLimits } from './rate-limits';
import { staffMeSchema, sessionIdParams, sessionSchema } from './schemas';
import { changeOwnPassword, listSessions, revokeOwnSession } from './session-service';
import { csrfToken, STAFF_COOKIE_PATH } from './sessions';
import { staffOf, type createStaffAuth } from './staff-hook';
import { staffSecurity } from './security';

const tags = ['Espace conseiller'];

export function sessionRoutes(
  deps: AppDeps,
  limits: StaffLimits,
  requireStaff: ReturnType<typeof createStaffAuth>,
): FastifyPluginAsyncZod {
  const anyStaff = requireStaff('conseiller');
  return async (app) => {
    app.get(
      '/api/staff/me',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          summary: 'Le conseiller connecté (rôle) et son jeton CSRF',
          response: { 200: z.object({ data: staffMeSchema, csrf_token: z.string() }), ...errorSchemas(401) },
        },
        onRequest: anyStaff,
      },
      async (request) => {
        const staff = staffOf(request);
        return {
          data: { id: staff.id, email: staff.email, full_name: staff.full_name, role: staff.role },
          csrf_token: csrfToken(deps.signingKey, staff.sessionId),
        };
      },
    );

    app.post(
      '/api/staff/sign-out',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'POST'),
          summary: 'Déconnexion : révoque la session en cours',
          response: { 204: z.null().describe('Déconnecté'), ...errorSchemas(401, 403) },
        },
        onRequest: anyStaff,
      },
      async (request, reply) => {
        const staff = staffOf(request);
        await revokeOwnSession(deps, staff, staff.sessionRowId, requestMeta(request), 'sign_out');
        void reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_COOKIE_PATH });
        return reply.code(204).send(null);
      },
    );

    app.get(
      '/api/staff/sessions',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'GET'),
          summary: 'Mes sessions ouvertes',
          response: { 200: z.object({ data: z.array(sessionSchema) }), ...errorSchemas(401) },
        },
        onRequest: anyStaff,
      },
      async (request) => ({ data: await listSessions(deps, staffOf(request)) }),
    );

    app.delete(
      '/api/staff/sessions/:id',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'DELETE'),
          params: sessionIdParams,
          summary: 'Révoque une de mes sessions',
          response: { 204: z.null().describe('Révoquée'), ...errorSchemas(401, 403, 404) },
        },
        onRequest: anyStaff,
      },
      async (request, reply) => {
        const staff = staffOf(request);
        await revokeOwnSession(deps, staff, request.params.id, requestMeta(request), 'revoked');
        if (request.params.id === staff.sessionRowId)
          void reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_COOKIE_PATH });
        return reply.code(204).send(null);
      },
    );

    app.put(
      '/api/staff/password',
      {
        schema: {
          tags,
          security: staffSecurity('conseiller', 'PUT'),
          body: staffPasswordChangeSchema,
          summary: 'Change mon mot de passe : toutes mes sessions sont révoquées, celle-ci comprise',
          response: { 204: z.null().describe('Changé : se reconnecter'), ...errorSchemas(401, 403, 422, 429) },
        },
        onRequest: anyStaff,
        validatorCompiler: bodyValidatedInHandler,
      },
      async (request, reply) => {
        const staff = staffOf(request);
        const body = await validate(withPasswordRules(staffPasswordChangeSchema), request.body);
        const meta = requestMeta(request);
        await confirmPassword(deps, limits, staff, body.current_password, meta);
        await changeOwnPassword(deps, staff, body.password, meta);
        void reply.clearCookie(STAFF_SESSION_COOKIE, { path: STAFF_COOKIE_PATH });
        return reply.code(204).send(null);
      },
    );
  };
}
