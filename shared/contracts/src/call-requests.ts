import { z } from './z';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import { isIsoDate, isSunday, publicHolidayName } from './calendar';
import { phoneField } from './fields';
import type { RequestStatus } from './statuses';
import { integerIn } from './integer';

/*
 * Call-back requests (« être rappelé »). The dealership calls back Monday to Saturday, 9 h – 19 h.
 *
 * POST /api/user/calls/store  CallRequestInput → 201 Resource<CallRequest> (status `nouvelle`);
 *      404 unknown vehicle; 422 per field (phone, preferred_date: from today to today +
 *      CALL_MAX_LEAD_DAYS (Paris), never a Sunday; slot: one of CALL_SLOTS and, for today, not
 *      already over; message ≤ CALL_MESSAGE_MAX_LENGTH).
 * GET  /api/user/calls                          → List<CallRequest>, own requests, newest first
 */
export const CALL_SLOTS = ['matin', 'midi', 'apres-midi', 'soir'] as const;
export type CallSlot = (typeof CALL_SLOTS)[number];
export const CALL_SLOT_LABELS: Record<CallSlot, string> = {
  matin: '9 h – 12 h',
  midi: '12 h – 14 h',
  'apres-midi': '14 h – 17 h',
  soir: '17 h – 19 h',
};
/** Hour (Paris) at which each slot ends: a slot of today can be chosen until then. */
export const CALL_SLOT_END_HOURS: Record<CallSlot, number> = { matin: 12, midi: 14, 'apres-midi': 17, soir: 19 };
/** Latest preferred day: today (Paris) + this. */
export const CALL_MAX_LEAD_DAYS = 14;
export const CALL_MESSAGE_MAX_LENGTH = 1000;

export const CALL_MESSAGES = {
  vehicle: 'Véhicule invalide.',
  vehicleNotFound: 'Véhicule introuvable.',
  date: 'Veuillez choisir le jour où vous souhaitez être rappelé (AAAA-MM-JJ).',
  dateTooEarly: 'Le jour choisi est déjà passé : veuillez choisir une date à partir d’aujourd’hui.',
  /** {date} is JJ/MM/AAAA. */
  dateTooLate: `Nous pouvons vous rappeler dans les ${CALL_MAX_LEAD_DAYS} prochains jours, au plus tard le {date}.`,
  sunday: 'Nous ne rappelons pas le dimanche : veuillez choisir un jour du lundi au samedi.',
  /** {name} is the holiday, e.g. « Noël ». */
  holiday: 'Nous ne rappelons pas les jours fériés ({name}) : veuillez choisir un autre jour.',
  slot: 'Veuillez choisir un créneau : 9 h – 12 h, 12 h – 14 h, 14 h – 17 h ou 17 h – 19 h.',
  slotOver: 'Ce créneau est déjà passé aujourd’hui : veuillez en choisir un autre.',
  message: `Le message ne peut pas dépasser ${CALL_MESSAGE_MAX_LENGTH} caractères.`,
} as const;

/** Format checks the browser can run too; the API adds the date window and the vehicle check. */
export const callRequestSchema = z.object({
  /** Absent, "" or null: a general call-back, about no vehicle in particular. */
  vehicle_id: z
    .union([z.number(), z.string(), z.null()], { error: CALL_MESSAGES.vehicle })
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || v === null || v === '') return null;
      const n = integerIn(v);
      if (n === null) {
        ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.vehicle });
        return z.NEVER;
      }
      return n;
    }),
  phone: phoneField,
  preferred_date: z
    .string({ error: CALL_MESSAGES.date })
    .trim()
    .refine(isIsoDate, { error: CALL_MESSAGES.date, abort: true })
    .refine((v) => !isSunday(v), CALL_MESSAGES.sunday)
    .superRefine((v, ctx) => {
      const holiday = publicHolidayName(v);
      if (holiday && !isSunday(v)) ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.holiday.replace('{name}', holiday) });
    }),
  slot: z.enum(CALL_SLOTS, { error: CALL_MESSAGES.slot }),
  message: z
    .string({ error: CALL_MESSAGES.message })
    .trim()
    .max(CALL_MESSAGE_MAX_LENGTH, CALL_MESSAGES.message)
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type CallRequestData = z.output<typeof callRequestSchema>;

/** POST /api/user/calls/store */
export interface CallRequestInput {
  vehicle_id?: Id | null;
  phone: string;
  preferred_date: IsoDate;
  slot: CallSlot;
  message?: string | null;
}
export interface CallRequest {
  id: Id;
  status: RequestStatus;
  /** The vehicle the call is about, or null. */
  vehicle: VehicleCard | null;
  /** National form « 06 12 34 56 78 ». */
  phone: string;
  preferred_date: IsoDate;
  slot: CallSlot;
  /** e.g. « 14 h – 17 h ». */
  slot_label: string;
  message: string | null;
  created_at: IsoDateTime;
}
