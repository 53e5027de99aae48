/**
 * Account security: e-mail verification, e-mail change confirmed by a link, sign-in links for an
 * account slowed down by failed sign-ins, password asked before the account is deleted.
 *
 * E-mail links (one table of single-use tokens, 32 random bytes stored as SHA-256):
 * - `verify`: sent at registration (and again on request); confirms the address. A first booking
 *   needs a confirmed address (stock hoarding by scripted sign-ups).
 * - `change`: sent to the NEW address by PUT /api/user; the address replaces the old one only when
 *   the link is opened. Then the pending reset links expire and the other sessions end.
 * - `sign_in`: a one-time sign-in link, the owner's way through when failed sign-ins (someone else's)
 *   have put delays on the account; using it clears those delays.
 *
 * POST /api/email/confirm {token}            → 200 { message, data: { email, kind, return_path } } (public; 422 on `token`)
 * POST /api/user/email/verification          → 200 MessageReply (sends the link again; 429 past the limit)
 * POST /api/login-link/send-email {email}    → 200 MessageReply, the same whether the account exists or not
 * POST /api/login-link/sign-in {token}       → 200 TokenResponse (422 on `token`)
 * DELETE /api/user/{id}/delete {current_password} → 204 (422 on `current_password`)
 */
import { z } from './z';
import { emailField } from './fields';

/** Page of the site that opens the e-mail confirmation links (`?token=`). */
export const EMAIL_CONFIRM_PATH = '/mon-compte/confirmer-email';
/** Page of the site that opens the sign-in links (`?token=`). */
export const SIGN_IN_LINK_PATH = '/connexion/lien';

/** Lifetimes of the links. */
export const EMAIL_LINK_TTL_HOURS = { verify: 48, change: 24, sign_in: 0.25 } as const;

export const ACCOUNT_SECURITY_MESSAGES = {
  /** POST /api/email/confirm */
  emailConfirmed: 'Votre adresse e-mail est confirmée. Merci !',
  emailChanged:
    'Votre nouvelle adresse e-mail est confirmée : elle remplace l’ancienne. Vos autres sessions ont été déconnectées.',
  invalidLink: 'Ce lien est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis votre espace client.',
  invalidSignInLink:
    'Ce lien de connexion est invalide, a déjà servi ou a expiré. Demandez-en un nouveau depuis la page de connexion.',
  /** POST /api/user/email/verification */
  verificationSent: 'Un nouveau lien de confirmation vient de vous être envoyé.',
  alreadyVerified: 'Votre adresse e-mail est déjà confirmée.',
  tooManyEmails: 'Trop d’e-mails demandés. Veuillez réessayer dans {delay}.',
  /** PUT /api/user with a new address: the address changes once the link is opened. */
  changePending:
    'Un lien de confirmation a été envoyé à {email} : votre nouvelle adresse remplacera l’actuelle dès que vous l’aurez ouvert.',
  tooManyProfileChanges: 'Trop de modifications de l’adresse e-mail. Veuillez réessayer dans {delay}.',
  /** Sign-in links. */
  signInLinkSent:
    'Si un compte existe pour cette adresse, un lien de connexion vient de vous être envoyé. Il est valable 15 minutes.',
  /** 429 of POST /oauth/token while the account waits between attempts ({delay}: « 2 secondes », « 4 minutes »). */
  accountSlowedDown:
    'Trop de tentatives de connexion sur ce compte. Réessayez dans {delay}, ou recevez un lien de connexion par e-mail.',
  /** 429 of the password checks of a signed-in account (e-mail change, password change, deletion). */
  passwordChecksSlowedDown: 'Trop de mots de passe erronés pour ce compte. Réessayez dans {delay}.',
  /** DELETE /api/user/{id}/delete */
  deletePasswordRequired: 'Pour supprimer votre compte, saisissez votre mot de passe.',
  wrongPassword: 'Mot de passe incorrect.',
} as const;

const tokenField = (message: string) => z.string({ error: message }).trim().min(1, message).max(200, message);

/** POST /api/email/confirm */
export const emailLinkSchema = z.object({ token: tokenField(ACCOUNT_SECURITY_MESSAGES.invalidLink) });
export type EmailLinkRequest = z.input<typeof emailLinkSchema>;
/** POST /api/login-link/sign-in (its message sends the visitor to the sign-in page, not the account). */
export const signInLinkSchema = z.object({ token: tokenField(ACCOUNT_SECURITY_MESSAGES.invalidSignInLink) });

export interface EmailConfirmReply {
  message: string;
  /**
   * `return_path`: for an account's first confirmation, the page the visitor was on when they signed
   * up (judged by safeReturnPath when stored), else null.
   */
  data: { email: string; kind: 'verify' | 'change'; return_path: string | null };
}

/** POST /api/login-link/send-email */
export const signInLinkRequestSchema = z.object({ email: emailField });
export type SignInLinkRequest = z.input<typeof signInLinkRequestSchema>;

/** DELETE /api/user/{id}/delete body. */
export const accountDeletionSchema = z.object({
  current_password: z
    .string({ error: ACCOUNT_SECURITY_MESSAGES.deletePasswordRequired })
    .min(1, ACCOUNT_SECURITY_MESSAGES.deletePasswordRequired)
    .max(1024, ACCOUNT_SECURITY_MESSAGES.wrongPassword),
});
export type AccountDeletionRequest = z.input<typeof accountDeletionSchema>;
