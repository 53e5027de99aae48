/**
 * The staff's agenda of appointments (docs/staff.md « Appointments ») and the visitor's own
 * appointments in « Mon compte ».
 *
 * GET    /api/staff/agenda?place=&from=&days=&kind=    a week (or 1 to 14 days) of a place, with its blocks
 * POST   /api/staff/appointments/{id}/move {starts_at}  to another free slot of its kind (.ics SEQUENCE + 1)
 * POST   /api/staff/appointments/{id}/cancel {reason}   cancelled, with the reason in the visitor's e-mail
 * POST   /api/staff/appointment-blocks {kind, start_date, start_time, end_date, end_time, reason}
 *        (responsable) closes a range of Paris dates and times;
 *        the appointments already in it are listed for the staff to move, never cancelled silently
 * DELETE /api/staff/appointment-blocks/{id}             (responsable) opens it again
 * GET    /api/user/appointments                         the visitor's appointments
 * POST   /api/user/appointments/{id}/cancel             the visitor cancels one to come
 */
import { APPOINTMENT_KINDS, type Appointment, type AppointmentKind, type AppointmentStatus } from './appointments';
import { z } from './z';

export const AGENDA_MAX_DAYS = 14;
export const AGENDA_BLOCK_MAX_DAYS = 62;

export const AGENDA_MESSAGES = {
  date: 'Date invalide (AAAA-MM-JJ).',
  days: `Affichez de 1 à ${AGENDA_MAX_DAYS} jours.`,
  kind: 'Type de rendez-vous inconnu.',
  place: 'Lieu de rendez-vous inconnu.',
  notFound: 'Rendez-vous introuvable.',
  slot: 'Choisissez un créneau libre de ce type de rendez-vous, à venir et hors des périodes fermées.',
  notMovable:
    'Seul un rendez-vous confirmé et à venir peut être déplacé (un créneau en attente de confirmation attend le visiteur).',
  notCancellable: 'Ce rendez-vous est déjà annulé, expiré ou passé.',
  sameSlot: 'Le rendez-vous est déjà à cette heure.',
  blockRange: `Indiquez un début et une fin, la fin après le début, sur ${AGENDA_BLOCK_MAX_DAYS} jours au plus.`,
  blockReason: 'Indiquez le motif de la fermeture (3 à 200 caractères), par exemple « Congés » ou « Formation ».',
  blockNotFound: 'Période fermée introuvable.',
  moved: 'Rendez-vous déplacé : le visiteur reçoit un e-mail et son agenda est mis à jour.',
  cancelled: 'Rendez-vous annulé : le visiteur reçoit le motif par e-mail et le créneau est de nouveau proposé.',
  blocked: 'Période fermée : plus aucun créneau n’y est proposé aux visiteurs.',
  unblocked: 'Période rouverte : ses créneaux sont de nouveau proposés.',
  visitorCancelled: 'Votre rendez-vous est annulé. Le créneau est de nouveau proposé.',
} as const;

const isoDay = z.iso.date({ error: AGENDA_MESSAGES.date });

const placeSlug = z.string({ error: AGENDA_MESSAGES.place }).regex(/^[a-z0-9-]{1,60}$/, AGENDA_MESSAGES.place);

export const staffAgendaQuerySchema = z.object({
  /** The place's slug; by default the first one (one centre today, Écommoy). */
  place: placeSlug.optional(),
  from: isoDay.optional(),
  days: z.coerce
    .number({ error: AGENDA_MESSAGES.days })
    .int(AGENDA_MESSAGES.days)
    .min(1, AGENDA_MESSAGES.days)
    .max(AGENDA_MAX_DAYS, AGENDA_MESSAGES.days)
    .default(7),
  kind: z.enum(APPOINTMENT_KINDS, { error: AGENDA_MESSAGES.kind }).optional(),
});
export type StaffAgendaQuery = z.output<typeof staffAgendaQuerySchema>;

export const appointmentMoveSchema = z.object({ starts_at: z.iso.datetime({ error: AGENDA_MESSAGES.slot }) });

const clock = z
  .string({ error: AGENDA_MESSAGES.blockRange })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, AGENDA_MESSAGES.blockRange);

/**
 * A closed period, in Paris dates and times as the staff type them (the API turns them into
 * instants, summer time included): from `start_date` `start_time` to `end_date` `end_time`.
 */
export const appointmentBlockSchema = z
  .object({
    place: placeSlug.optional(),
    kind: z.enum(APPOINTMENT_KINDS, { error: AGENDA_MESSAGES.kind }).nullable().optional(),
    start_date: z.iso.date({ error: AGENDA_MESSAGES.blockRange }),
    start_time: clock.default('00:00'),
    end_date: z.iso.date({ error: AGENDA_MESSAGES.blockRange }),
    end_time: clock.default('23:59'),
    reason: z
      .string({ error: AGENDA_MESSAGES.blockReason })
      .trim()
      .min(3, AGENDA_MESSAGES.blockReason)
      .max(200, AGENDA_MESSAGES.blockReason),
  })
  .refine(
    (b) =>
      `${b.end_date} ${b.end_time}` > `${b.start_date} ${b.start_time}` &&
      Date.parse(b.end_date) - Date.parse(b.start_date) <= AGENDA_BLOCK_MAX_DAYS * 86_400_000,
    {
      message: AGENDA_MESSAGES.blockRange,
      path: ['end_date'],
    },
  );
export type AppointmentBlockRequest = z.input<typeof appointmentBlockSchema>;

export interface AgendaAppointment {
  id: number;
  reference: string;
  kind: AppointmentKind;
  resource: string | null;
  starts_at: string;
  ends_at: string;
  status: AppointmentStatus;
  /** The visitor's details: null when `restricted`. */
  fullname: string | null;
  email: string | null;
  phone: string | null;
  message: string | null;
  cancel_reason: string | null;
  /** Its number in the inbox (to open the request), when it has one and the reader may open it. */
  inbox_id: string | null;
  /** Inside a closed period: to move. */
  in_block: boolean;
  /**
   * A conseiller reading an appointment whose request a colleague follows: only the slot, the kind,
   * the status and `followed_by` (docs/staff.md « Appointments »).
   */
  restricted: boolean;
  /** The full name of whoever follows the request in the inbox (null: no one). */
  followed_by: string | null;
}
export interface AgendaBlock {
  id: number;
  kind: AppointmentKind | null;
  starts_at: string;
  ends_at: string;
  reason: string;
}
export interface StaffAgenda {
  place: { slug: string; name: string; address: string } | null;
  /** Every place, for the choice when there are several. */
  places: { slug: string; name: string }[];
  from: string;
  to: string;
  appointments: AgendaAppointment[];
  blocks: AgendaBlock[];
}

/** A visitor's appointment in « Mon compte »: cancellable while it is to come and holds its slot. */
export interface MyAppointment extends Appointment {
  cancellable: boolean;
  cancel_reason: string | null;
}
