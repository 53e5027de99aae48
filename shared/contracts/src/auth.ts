/**
 * Sign-in (OAuth password grant), registration, password reset.
 */
import { z } from 'zod';
import { emailField, FIELD_MESSAGES, passwordField, profileShape, refineCompanyFields, whenObject } from './fields';
import type { User } from './user';

/** Public OAuth client of the web site (its secret ships in the browser and is no security boundary). */
export const DEFAULT_OAUTH_CLIENT_ID = 'ga-web';

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

/** POST /api/register — personal or company account. */
export const registerSchema = z
  .object({ ...profileShape, password: passwordField })
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

/** POST /api/forgot-password/send-email → 200 MessageReply (same reply whether the e-mail exists or not). */
export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordRequest = z.input<typeof forgotPasswordSchema>;

/** POST /api/forgot-password/reset → 200 MessageReply; all the user's tokens are revoked. */
export const resetPasswordSchema = z
  .object({
    email: emailField,
    token: z.string({ error: FIELD_MESSAGES.required }).min(1, FIELD_MESSAGES.required),
    password: passwordField,
    password_confirmation: z.string({ error: FIELD_MESSAGES.required }),
  })
  .refine((v) => v.password === v.password_confirmation, {
    path: ['password_confirmation'],
    message: 'La confirmation ne correspond pas au mot de passe.',
  });
export type ResetPasswordRequest = z.input<typeof resetPasswordSchema>;
