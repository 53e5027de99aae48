/**
 * Public forms (no sign-in needed): contact, newsletter, and the bot check they all carry.
 *
 * Bot check (docs/spec-notes.md §5, docs/architecture.md « Public writes »): a proof-of-work challenge (ALTCHA, nothing
 * sent to a third party). GET /api/bot-check/challenge → the challenge; the widget solves it in the
 * browser and the form sends the base64 payload as `captcha_token`. Missing → 422 « required »;
 * forged, expired or already used → 422 « failed », on `captcha_token`.
 */
import { z } from './z';
import type { Id } from './common';
import { emailField, fullnameField, phoneField } from './fields';
import { integerField } from './integer';

export const BOT_CHECK_MESSAGES = {
  required: 'Veuillez cocher « Je ne suis pas un robot » et attendre la vérification.',
  failed: 'La vérification anti-robot a échoué ou a expiré : veuillez la refaire.',
} as const;

/** The ALTCHA payload (base64 JSON), checked by the API. */
export const captchaTokenField = z
  .string({ error: BOT_CHECK_MESSAGES.required })
  .trim()
  .min(1, BOT_CHECK_MESSAGES.required)
  .max(8000, BOT_CHECK_MESSAGES.failed);

/** An optional text: empty or blank reads null. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v),
    schema.nullable(),
  );

/* ---------------------------------------------------------------- contact */

export const CONTACT_SUBJECTS = [
  'achat',
  'reprise',
  'financement',
  'livraison',
  'sav',
  'professionnel',
  'autre',
] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  achat: 'Acheter un véhicule',
  reprise: 'Faire reprendre mon véhicule',
  financement: 'Financement (crédit, LOA, LLD)',
  livraison: 'Livraison ou retrait du véhicule',
  sav: 'Atelier et après-vente',
  professionnel: 'Offre professionnels et flottes',
  autre: 'Autre demande',
};
export const CONTACT_MESSAGE_MIN = 20;
export const CONTACT_MESSAGE_MAX = 3000;

export const CONTACT_MESSAGES = {
  subject: 'Veuillez choisir l’objet de votre demande.',
  message: `Votre message doit contenir entre ${CONTACT_MESSAGE_MIN} et ${CONTACT_MESSAGE_MAX} caractères.`,
  vehicle: 'Ce véhicule n’existe pas ou n’est plus en vente.',
  sent: 'Merci, votre message a bien été envoyé. Un conseiller vous répond sous 24 heures ouvrées ; un accusé de réception vient de partir vers votre adresse e-mail.',
} as const;

/** POST /api/contact-requests → 201 `{ message, data: { id, reference } }` */
export const contactRequestSchema = z.object({
  fullname: fullnameField,
  email: emailField,
  phone: optional(phoneField),
  subject: z.enum(CONTACT_SUBJECTS, { error: CONTACT_MESSAGES.subject }),
  message: z
    .string({ error: CONTACT_MESSAGES.message })
    .trim()
    .min(CONTACT_MESSAGE_MIN, CONTACT_MESSAGES.message)
    .max(CONTACT_MESSAGE_MAX, CONTACT_MESSAGES.message),
  vehicle_id: optional(integerField(CONTACT_MESSAGES.vehicle)),
  captcha_token: captchaTokenField,
});
export type ContactRequestData = z.output<typeof contactRequestSchema>;
export interface ContactRequestReply {
  message: string;
  data: { id: Id; reference: string };
}

/* ------------------------------------------------------------- newsletter */

export const NEWSLETTER_MESSAGES = {
  /** Same reply whether the address was new, waiting or already on the list (nothing is revealed). */
  subscribed:
    'Merci ! Ouvrez l’e-mail que nous venons de vous envoyer pour confirmer votre inscription (pensez à regarder dans les indésirables).',
  confirmed: 'Votre inscription à la newsletter est confirmée. À bientôt dans votre boîte de réception !',
  unsubscribed: 'Vous êtes désinscrit(e) de la newsletter. Vous ne recevrez plus nos e-mails d’information.',
  invalidLink:
    'Ce lien n’est pas valide ou a expiré. Vous pouvez vous inscrire de nouveau depuis le bas de chaque page.',
} as const;

/** Days a confirmation link stays valid. */
export const NEWSLETTER_CONFIRM_DAYS = 7;
/** Where the e-mail links land on the site (mf-content). */
export const NEWSLETTER_CONFIRM_PATH = '/a-propos/newsletter/confirmation';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/a-propos/newsletter/desinscription';

/** POST /api/newsletter/subscribe → 202 MessageReply (idempotent: the same reply every time). */
export const newsletterSubscribeSchema = z.object({ email: emailField, captcha_token: captchaTokenField });
export type NewsletterSubscribeData = z.output<typeof newsletterSubscribeSchema>;

/** POST /api/newsletter/confirm and /api/newsletter/unsubscribe {token} → 200 `{ message, data: { email } }`; bad link → 422 on `token`. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ error: NEWSLETTER_MESSAGES.invalidLink })
    .trim()
    .min(10, NEWSLETTER_MESSAGES.invalidLink)
    .max(400, NEWSLETTER_MESSAGES.invalidLink),
});
export interface NewsletterLinkReply {
  message: string;
  data: { email: string };
}
