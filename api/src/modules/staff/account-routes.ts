/**
 * Staff accounts (role admin): list, invite, change role, disable, reset 2FA. Every write asks for
 * the admin's password again (`current_password`).
 */
import { staffInviteSchema, staffReauthSchema, staffRoleChangeSchema } from '@ga/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { conflictBodySchema, errorSchemas } from '../../http/reply-schemas';
import {
  changeRole,
  confirmPassword,
  disableAccount,
  inviteAccount,
  listStaffAccounts,
  resetTwoFactor,
} from './accounts-service';
import { requestMeta } from './audit';
import type { StaffLimits } from './rate-limits';
import { idParams, inviteReplySchema, staffAccountSchema } from './schemas';
import { staffSecurity } from './security';
import { staffOf, type createStaffAuth } from './staff-hook';

const tags = ['Espace conseiller — comptes'];
const one = z.object({ data: staffAccountSchema });

export function accountRoutes(
  deps: AppDeps,
  limits: StaffLimits,
  requireStaff: ReturnType<typeof createStaffAuth>,
): FastifyPluginAsyncZod {
  const admin = requireStaff('admin');
  /** The admin of the request, once their password is asked again (every admin write). */
  const reauthenticated = async (request: FastifyRequest, currentPassword: string) => {
    const staff = staffOf(request);
    const meta = requestMeta(request);
    await confirmPassword(deps, limits, staff, currentPassword, meta);
    return { staff, meta };
  };
  return async (app) => {
    app.get(
      '/api/staff/accounts',
      {
        schema: {
          tags,
          security: staffSecurity('admin', 'GET'),
          summary: 'Les comptes conseillers',
          response: { 200: z.object({ data: z.array(staffAccountSchema) }), ...errorSchemas(401, 403) },
        },
        onRequest: admin,
      },
      async () => ({ data: await listStaffAccounts(deps.db) }),
    );

    app.post(
      '/api/staff/accounts',
      {
        schema: {
          tags,
          security: staffSecurity('admin', 'POST'),
          body: staffInviteSchema,
          summary: 'Invite un conseiller : crée le compte et renvoie un lien d’activation à usage unique',
          response: { 201: inviteReplySchema, ...errorSchemas(401, 403, 422, 429) },
        },
        onRequest: admin,
      },
      async (request, reply) => {
        const { staff, meta } = await reauthenticated(request, request.body.current_password);
        const { email, full_name, role } = request.body;
        const { account, link } = await inviteAccount(deps, staff, { email, full_name, role }, meta);
        return reply.code(201).send({ data: account, enrolment_link: link });
      },
    );

    app.put(
      '/api/staff/accounts/:id/role',
      {
        schema: {
          tags,
          security: staffSecurity('admin', 'PUT'),
          params: idParams,
          body: staffRoleChangeSchema,
          summary: 'Change le rôle d’un compte (ses sessions sont révoquées)',
          response: { 200: one, ...errorSchemas(401, 403, 404, 422, 429), 409: conflictBodySchema },
        },
        onRequest: admin,
      },
      async (request) => {
        const { staff, meta } = await reauthenticated(request, request.body.current_password);
        return { data: await changeRole(deps, staff, request.params.id, request.body.role, meta) };
      },
    );

    // Two actions on another account that take nothing but the admin's password.
    const actions = [
      {
        path: '/api/staff/accounts/:id/disable',
        summary: 'Désactive un compte (ses sessions sont révoquées)',
        act: disableAccount,
      },
      {
        path: '/api/staff/accounts/:id/reset-2fa',
        summary:
          'Réinitialise la double authentification : la prochaine connexion enrôle à nouveau (sessions révoquées)',
        act: resetTwoFactor,
      },
    ];
    for (const { path, summary, act } of actions) {
      app.post(
        path,
        {
          schema: {
            tags,
            security: staffSecurity('admin', 'POST'),
            params: idParams,
            body: staffReauthSchema,
            summary,
            response: { 200: one, ...errorSchemas(401, 403, 404, 422, 429), 409: conflictBodySchema },
          },
          onRequest: admin,
        },
        async (request) => {
          const { staff, meta } = await reauthenticated(request, request.body.current_password);
          return { data: await act(deps, staff, request.params.id, meta) };
        },
      );
    }
  };
}
