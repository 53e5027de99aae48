/**
 * Sign-in (OAuth password grant), registration, password reset.
 */
import { z } from './z';
import { FIELD_MESSAGES } from './field-messages';
import { emailField, passwordField, profileShape, refineCompanyFields, whenObject } from './fields';
import { RETURN_PATH_MAX, safeReturnPath } from './return-path';
import type { User } from './user';

/** POST /oauth/token */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('password', { error: 'Seul le type « password » est accepté.' }),
  client_id: z.union([z.string(), z.number()], { error: FIELD_MESSAGES.required }).transform(String),
  client_secret: z.string({ error: FIELD_MESSAGES.required }),
  username: z.string({ error: FIELD_MESSAGES.required }).trim().min(1, FIELD_MESSAGES.required).max(190),
  password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required).max(1024),
  scope: z.string().optional(),
});
export type TokenRequest = z.input<typeof tokenRequestSchema>;

export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  /** Seconds until expiry. */
  expires_in: number;
}

/** Sign-in form of /connexion (the front end adds grant_type and client credentials). */
export const loginFormSchema = z.object({
  username: emailField,
  password: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required),
});
export type LoginForm = z.input<typeof loginFormSchema>;

/** Pages a confirmation link never sends back to: the sign-in, sign-up and confirmation pages themselves. */
const ACCOUNT_ENTRY_PAGES = ['/connexion', '/inscription', '/mon-compte/confirmer-email'] as const;

/**
 * The page the visitor was on when they chose to create an account (the sign-up page's `?redirect=`).
 * Kept with the address's confirmation link, so opening it offers to go back there. A value the
 * one return-path rule refuses is dropped (null), as the sign-up page itself drops it.
 */
export const signUpReturnPathField = z
  .string({ error: 'Adresse de retour invalide.' })
  .max(RETURN_PATH_MAX, 'Adresse de retour trop longue.')
  .nullable()
  .optional()
  .transform((v) => (v ? safeReturnPath(v, { fallback: '', refuse: ACCOUNT_ENTRY_PAGES }) || null : null));

/** POST /api/register — personal or company account. */
export const registerSchema = z
  .object({ ...profileShape, password: passwordField, return_path: signUpReturnPathField })
  .superRefine(refineCompanyFields, whenObject);
export type RegisterRequest = z.input<typeof registerSchema>;
export type RegisterData = z.output<typeof registerSchema>;

/**
 * Reply 201 of POST /api/register: the new user, signed in at once (same token fields as
 * POST /oauth/token, beside `data`).
 */
export interface RegisterResponse extends TokenResponse {
  data: User;
}

/** POST /oauth/revoke (beyond the spec): revokes the bearer token of the request → 204. */
export type RevokeResponse = void;

/*
 * Password reset (docs/spec-notes.md §2 /mot-de-passe-oublie, §7).
 * POST /api/forgot-password/send-email {email} → 200 MessageReply `PASSWORD_RESET_MESSAGES.sent`,
 *   the same reply whether the account exists or not; the e-mail holds the link
 *   `${SITE_URL}${PASSWORD_RESET_PATH}?token=<token>&email=<e-mail>` (valid one hour, single use).
 *   429 + Retry-After past 5 requests per address or 20 per IP in an hour.
 * POST /api/forgot-password/reset {token, email?, password, password_confirmation} → 200 MessageReply
 *   `PASSWORD_RESET_MESSAGES.done`; every session (access token) of the user is revoked and an e-mail
 *   tells the user the password changed. Invalid, expired or used token (or an e-mail that does not
 *   match it) → 422 on `token` with `PASSWORD_RESET_MESSAGES.invalidToken`. Same password rules as
 *   the registration (≥ 12 characters, not a common / breached password).
 */
export const PASSWORD_RESET_PATH = '/mot-de-passe-oublie/reinitialisation';

export const PASSWORD_RESET_MESSAGES = {
  sent: 'Si un compte existe pour cette adresse, un e-mail vient de vous être envoyé.',
  done: 'Votre mot de passe a été réinitialisé. Vous pouvez maintenant vous connecter.',
  invalidToken: 'Ce lien de réinitialisation est invalide ou a expiré. Veuillez refaire une demande.',
  passwordMismatch: 'La confirmation ne correspond pas au mot de passe.',
  tooManyRequests: 'Trop de demandes de réinitialisation. Veuillez réessayer dans {delay}.',
} as const;

/** POST /api/forgot-password/send-email → 200 MessageReply (same reply whether the e-mail exists or not). */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** POST /api/forgot-password/reset → 200 MessageReply; all the user's tokens are revoked. */
export const resetPasswordSchema = z
  .object({
    /** Optional (the token identifies the account); when sent it must be the token's account. */
    email: z.preprocess((v) => (v === '' || v === null ? undefined : v), emailField.optional()),
    token: z
      .string({ error: FIELD_MESSAGES.required })
      .trim()
      .min(1, FIELD_MESSAGES.required)
      .max(200, PASSWORD_RESET_MESSAGES.invalidToken),
    password: passwordField,
    password_confirmation: z.string({ error: FIELD_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: PASSWORD_RESET_MESSAGES.passwordMismatch,
    // Also reported when another field is wrong, so that every error shows at once.
    when: whenObject.when,
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
export type ResetPasswordData = z.output<typeof resetPasswordSchema>;
