/**
 * The staff area (« Espace conseiller », docs/staff.md): staff accounts, their two-factor
 * sign-in (password, then a TOTP code or a one-time recovery code), their sessions (an HttpOnly
 * cookie scoped to /api/staff plus a CSRF token sent back in `X-CSRF-Token` on every write) and the
 * audit log. Apart from the visitor sign-in: a visitor token never opens a staff route, nor the staff
 * cookie a visitor route.
 *
 * POST /api/staff/sign-in {email, password} → { step: 'totp' | 'enrolment', challenge, expires_in }:
 *   the challenge is good 5 minutes, only for the next step.
 * POST /api/staff/sign-in/totp {challenge, code} or /sign-in/recovery {challenge, recovery_code}
 *   → { data: StaffMe, csrf_token } and a NEW session cookie.
 * POST /api/staff/sign-in/enrolment {challenge} → the QR code; /sign-in/enrolment/confirm
 *   {challenge, code} → the session, and the recovery codes, shown once.
 * POST /api/staff/enrolment {token, password}: the one-time enrolment link (invitation) sets the
 *   password and gives an enrolment challenge.
 */
import { z } from './z';
import { FIELD_MESSAGES } from './field-messages';
import { emailField, fullnameField, passwordField } from './fields';

export const STAFF_ROLE_VALUES = ['conseiller', 'responsable', 'admin'] as const;
export type StaffRoleName = (typeof STAFF_ROLE_VALUES)[number];
export const STAFF_ROLE_LABELS: Record<StaffRoleName, string> = {
  conseiller: 'Conseiller',
  responsable: 'Responsable',
  admin: 'Administrateur',
};

export { STAFF_CSRF_HEADER, STAFF_INBOX_EXPORT_PATH, STAFF_SESSION_COOKIE, STAFF_STREAM_PATH } from './staff-names';
/** Page of the site where an enrolment link leads: `${SITE_URL}${STAFF_ENROLMENT_PATH}?jeton=…`. */
export const STAFF_ENROLMENT_PATH = '/espace-conseiller/enrolement';

export const STAFF_MESSAGES = {
  badCredentials: 'Adresse e-mail ou mot de passe incorrect.',
  invalidChallenge: 'Cette étape de connexion a expiré ou n’est plus valable : recommencez avec votre mot de passe.',
  badCode: 'Code de vérification incorrect, expiré ou déjà utilisé.',
  badRecoveryCode: 'Code de secours incorrect ou déjà utilisé.',
  tooManyAttempts: 'Trop de tentatives de connexion à l’espace conseiller. Veuillez réessayer dans {delay}.',
  accountSlowedDown:
    'Trop de tentatives de connexion sur ce compte. Réessayez dans {delay}, ou depuis un appareil où vous vous êtes déjà connecté à l’espace conseiller.',
  totpLocked:
    'Trop de codes de vérification erronés : la connexion avec l’application d’authentification est bloquée. Utilisez un de vos codes de secours, ou demandez à un administrateur de réinitialiser votre double authentification.',
  unauthenticated: 'Veuillez vous connecter à l’espace conseiller.',
  csrf: 'Jeton de sécurité (CSRF) manquant ou invalide : rechargez la page puis réessayez.',
  forbidden: 'Votre rôle ne permet pas cette action.',
  wrongPassword: 'Mot de passe incorrect.',
  invalidEnrolmentLink:
    'Ce lien d’activation est invalide, a déjà servi ou a expiré. Demandez-en un nouveau à un administrateur.',
  emailTaken: 'Un compte conseiller existe déjà avec cette adresse e-mail.',
  notYourself: 'Vous ne pouvez pas faire cela sur votre propre compte : demandez à un autre administrateur.',
  accountNotFound: 'Compte conseiller introuvable.',
  sessionNotFound: 'Session introuvable.',
  codeFormat: 'Saisissez les 6 chiffres affichés par votre application d’authentification.',
  recoveryFormat: 'Saisissez un code de secours (10 caractères).',
  roleInvalid: 'Rôle invalide : conseiller, responsable ou admin.',
  dayInvalid: 'Date invalide (AAAA-MM-JJ).',
} as const;

const required = (message: string = FIELD_MESSAGES.required) => z.string({ error: message });
const opaque = (message: string) => required(message).trim().min(1, message).max(200, message);

export const staffSignInSchema = z.object({
  email: emailField,
  password: required().min(1, FIELD_MESSAGES.required).max(1024),
});
export const staffTotpSchema = z.object({
  challenge: opaque(STAFF_MESSAGES.invalidChallenge),
  // Spaces typed between the digits are dropped.
  code: required(STAFF_MESSAGES.codeFormat)
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, STAFF_MESSAGES.codeFormat))
    // The document says what the pipe's output checks (the plain form: six digits).
    .meta({ pattern: '^\\d{6}$' }),
});
export const staffRecoverySchema = z.object({
  challenge: opaque(STAFF_MESSAGES.invalidChallenge),
  recovery_code: required(STAFF_MESSAGES.recoveryFormat)
    .transform((v) => v.replace(/[\s-]+/g, '').toUpperCase())
    .pipe(z.string().regex(/^[A-Z2-7]{10}$/, STAFF_MESSAGES.recoveryFormat))
    .meta({ pattern: '^[A-Z2-7]{10}$' }),
});
export const staffChallengeSchema = z.object({ challenge: opaque(STAFF_MESSAGES.invalidChallenge) });
export const staffEnrolmentLinkSchema = z.object({
  token: opaque(STAFF_MESSAGES.invalidEnrolmentLink),
  password: passwordField,
});

/** Admin actions: the admin's own password, asked again. */
const currentPassword = required().min(1, FIELD_MESSAGES.required).max(1024);
const roleField = z.enum(STAFF_ROLE_VALUES, { error: STAFF_MESSAGES.roleInvalid });
export const staffInviteSchema = z.object({
  email: emailField,
  full_name: fullnameField,
  role: roleField,
  current_password: currentPassword,
});
export const staffRoleChangeSchema = z.object({ role: roleField, current_password: currentPassword });
export const staffReauthSchema = z.object({ current_password: currentPassword });

export type StaffSignInRequest = z.input<typeof staffSignInSchema>;
export type StaffTotpRequest = z.input<typeof staffTotpSchema>;
export type StaffRecoveryRequest = z.input<typeof staffRecoverySchema>;
export type StaffInviteRequest = z.input<typeof staffInviteSchema>;

export interface StaffMe {
  id: number;
  email: string;
  full_name: string;
  role: StaffRoleName;
}

/** PUT /api/staff/password: every session of the account is revoked, this one included. */
export const staffPasswordChangeSchema = z.object({ current_password: currentPassword, password: passwordField });
