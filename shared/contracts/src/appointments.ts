/**
 * Appointments on the slot mechanism: test drives (Tesla range), vehicle pick-ups,
 * workshop visits and trade-in inspections at our centre in Écommoy.
 *
 * - GET /api/appointments/slots?kind=&resource=&from=&to= → List<AppointmentDay>: the FREE slots
 *   of each open day (stored opening hours per place, kind and weekday; Sundays and French public
 *   holidays closed; past slots and taken ones left out). `from`/`to` are Paris dates, at most
 *   APPOINTMENT_MAX_DAYS apart, from today to APPOINTMENT_HORIZON_DAYS ahead.
 * - POST /api/appointments → 201 Resource<Appointment>. The vehicle-booking rules: signed
 *   in with a CONFIRMED address, confirmed at once and e-mailed to the account's address (never a
 *   typed one). Otherwise (signed out, or an account whose address is not confirmed yet): the bot
 *   check, and the slot is held APPOINTMENT_HOLD_MINUTES waiting for the link e-mailed (signed in: to
 *   the account's address), then released; that e-mail holds fixed text only (no name, no message)
 *   and one address gets at most 3 a day. At most APPOINTMENT_MAX_ACTIVE appointments to come
 *   (confirmed or held) per account and per address → else 409 on `starts_at` (tooMany).
 *   A slot taken meanwhile → 409 on `starts_at` (a database constraint decides between two visitors).
 *   Per-IP limit as the other public forms. The confirmation e-mail carries an .ics. Deleting the
 *   account cancels its appointments to come.
 * - POST /api/appointments/confirm {token}, POST /api/appointments/cancel {token}: the links of
 *   the e-mails (the cancel link is signed and works until the appointment starts).
 */
import { z } from './z';
import type { Id } from './common';
import { emailField, fullnameField, phoneField } from './fields';
import { captchaTokenField } from './public-forms';

export const APPOINTMENT_KINDS = ['essai', 'retrait', 'atelier', 'expertise'] as const;
export type AppointmentKind = (typeof APPOINTMENT_KINDS)[number];
export const APPOINTMENT_KIND_LABELS: Record<AppointmentKind, string> = {
  essai: 'Essai d’un véhicule',
  retrait: 'Retrait de mon véhicule',
  atelier: 'Entretien ou réparation à l’atelier',
  expertise: 'Expertise de mon véhicule pour une reprise',
};
/** Test-drive vehicles of the Tesla range (the `resource` of an `essai`). */
export const TEST_DRIVE_MODELS = { 'tesla-model-3': 'Tesla Model 3', 'tesla-model-y': 'Tesla Model Y' } as const;
export type TestDriveModel = keyof typeof TEST_DRIVE_MODELS;

export const APPOINTMENT_HOLD_MINUTES = 30;
/** Appointments to come (confirmed or held) per account and per e-mail address. */
export const APPOINTMENT_MAX_ACTIVE = 2;
export const APPOINTMENT_MAX_DAYS = 31;
export const APPOINTMENT_HORIZON_DAYS = 60;
export const APPOINTMENT_CONFIRM_PATH = '/services/prise-rendez-vous-en-ligne/confirmation';
export const APPOINTMENT_CANCEL_PATH = '/services/prise-rendez-vous-en-ligne/annulation';

export type AppointmentStatus = 'en_attente' | 'confirme' | 'annule' | 'expire';

export interface AppointmentSlot {
  /** ISO instant (UTC). */
  starts_at: string;
  /** « 09:30 », Paris time. */
  time: string;
}
export interface AppointmentDay {
  /** Paris date, YYYY-MM-DD. */
  date: string;
  slots: AppointmentSlot[];
}

export interface Appointment {
  id: Id;
  reference: string;
  kind: AppointmentKind;
  resource: string | null;
  starts_at: string;
  ends_at: string;
  /** « samedi 28 novembre 2026 à 10 h 30 ». */
  when: string;
  place: { name: string; address: string };
  status: AppointmentStatus;
  /** Held (signed out, or address not confirmed): until when the link of the e-mail confirms the slot. */
  confirm_before: string | null;
}

export const APPOINTMENT_MESSAGES = {
  kind: 'Veuillez choisir le motif du rendez-vous.',
  resource: 'Veuillez choisir le véhicule à essayer.',
  slot: 'Veuillez choisir un créneau parmi ceux proposés.',
  taken: 'Ce créneau vient d’être réservé par quelqu’un d’autre : choisissez-en un autre.',
  range: `Choisissez une période de ${APPOINTMENT_MAX_DAYS} jours au plus, à partir d’aujourd’hui.`,
  message: 'Votre message ne peut pas dépasser 1 000 caractères.',
  booked:
    'Votre rendez-vous est confirmé. Vous le retrouvez dans l’e-mail de confirmation, avec un fichier à ajouter à votre agenda.',
  held: `Votre créneau est réservé pendant ${APPOINTMENT_HOLD_MINUTES} minutes : ouvrez le lien de l’e-mail que nous venons de vous envoyer pour le confirmer.`,
  heldAccount: `Votre créneau est réservé pendant ${APPOINTMENT_HOLD_MINUTES} minutes : ouvrez le lien de l’e-mail que nous venons d’envoyer à l’adresse de votre compte pour le confirmer. Confirmez aussi l’adresse e-mail de votre compte (Mon compte) : vos prochains rendez-vous seront alors confirmés immédiatement.`,
  tooMany: `Vous avez déjà ${APPOINTMENT_MAX_ACTIVE} rendez-vous à venir ou en attente de confirmation : annulez-en un (lien de ses e-mails) avant d’en prendre un autre.`,
  confirmed:
    'Votre rendez-vous est confirmé. Un e-mail de confirmation avec un fichier agenda vient de vous être envoyé.',
  cancelled: 'Votre rendez-vous est annulé. Le créneau est de nouveau proposé.',
  invalidLink:
    'Ce lien n’est pas valide, a expiré ou le rendez-vous est passé. Vous pouvez reprendre rendez-vous en ligne.',
} as const;

const optionalText = z.preprocess(
  (v) => (typeof v === 'string' && v.trim() === '' ? null : v),
  z.string().trim().max(1000, APPOINTMENT_MESSAGES.message).nullable().optional(),
);

/**
 * POST /api/appointments (captcha_token required unless signed in with a confirmed address; signed
 * in, `email` is not used: the e-mails go to the account's address).
 */
export const appointmentRequestSchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS, { error: APPOINTMENT_MESSAGES.kind }),
  resource: z.preprocess(
    (v) => (v === '' ? null : v),
    z.string().max(60, APPOINTMENT_MESSAGES.resource).nullable().optional(),
  ),
  starts_at: z.iso.datetime({ error: APPOINTMENT_MESSAGES.slot }),
  fullname: fullnameField,
  email: emailField,
  phone: phoneField,
  message: optionalText,
  captcha_token: captchaTokenField.optional(),
});
export type AppointmentRequestData = z.output<typeof appointmentRequestSchema>;
