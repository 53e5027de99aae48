/**
 * Zod schemas of the staff routes' replies and query strings (the request bodies are in
 * @ga/contracts staff.ts, shared with the future mf-staff remote).
 */
import { STAFF_MESSAGES, STAFF_ROLE_VALUES } from '@ga/contracts';
import { z } from 'zod';
import { idField } from '../../http/ids';

const role = z.enum(STAFF_ROLE_VALUES);
export const staffMeSchema = z.object({ id: z.number().int(), email: z.string(), full_name: z.string(), role });

export const challengeReplySchema = z.object({
  step: z
    .enum(['totp', 'enrolment'])
    .describe(
      'totp : saisir un code (ou un code de secours) ; enrolment : configurer l’application d’authentification',
    ),
  challenge: z.string().describe('Jeton de l’étape suivante, valable 5 minutes, pour elle seule'),
  expires_in: z.number().int(),
});

export const sessionReplySchema = z.object({
  data: staffMeSchema,
  csrf_token: z
    .string()
    .describe('À renvoyer dans l’en-tête X-CSRF-Token de chaque POST / PUT / DELETE de /api/staff/*'),
});
export const recoveryReplySchema = sessionReplySchema.extend({ recovery_codes_left: z.number().int() });
export const enrolledReplySchema = sessionReplySchema.extend({
  recovery_codes: z.array(z.string()).describe('Codes de secours à usage unique, montrés cette seule fois'),
});
export const enrolmentReplySchema = z.object({ otpauth_uri: z.string(), qr_svg: z.string(), secret: z.string() });

export const sessionSchema = z.object({
  id: z.number().int(),
  created_at: z.string(),
  last_seen_at: z.string(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  current: z.boolean(),
});

export const staffAccountSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  full_name: z.string(),
  role,
  totp_enrolled: z.boolean(),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
});
export const inviteReplySchema = z.object({
  data: staffAccountSchema,
  enrolment_link: z
    .object({ url: z.string(), expires_at: z.string() })
    .describe('Lien d’activation à usage unique, à transmettre à la personne'),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_email: z.string().nullable(),
  action: z.string(),
  record_type: z.string().nullable(),
  record_id: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  request_id: z.string().nullable(),
  ip: z.string().nullable(),
});
export const auditPageSchema = z.object({
  data: z.array(auditEntrySchema),
  meta: z.object({
    next_cursor: z
      .string()
      .nullable()
      .describe('À passer en `before` pour la page suivante (plus ancienne) ; null : dernière page'),
  }),
});

const text = (max: number) => z.string().trim().min(1).max(max);
export const auditQuerySchema = z.object({
  actor_id: idField(STAFF_MESSAGES.accountNotFound).optional(),
  record_type: text(40).optional(),
  record_id: text(64).optional(),
  day: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, STAFF_MESSAGES.dayInvalid)
    .refine((d) => !Number.isNaN(Date.parse(`${d}T00:00:00Z`)), STAFF_MESSAGES.dayInvalid)
    .meta({ format: 'date', pattern: z.regexes.date.source })
    .optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type AuditQuery = z.output<typeof auditQuerySchema>;

export const idParams = z.object({ id: idField(STAFF_MESSAGES.accountNotFound) });
export const sessionIdParams = z.object({ id: idField(STAFF_MESSAGES.sessionNotFound) });
