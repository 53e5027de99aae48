import { z } from './z';
import type { Id, IsoDate, IsoDateTime } from './common';
import type { VehicleCard } from './catalogue';
import { isIsoDate, isSunday, publicHolidayName } from './calendar';
import { phoneField } from './fields';
import type { RequestStatus } from './statuses';
import { integerIn, wholeNumberMembers } from './integer';
import { CALL_MESSAGES, CALL_MESSAGE_MAX_LENGTH, CALL_SLOTS, type CallSlot } from './call-slots';

/*
 * Call-back requests (« être rappelé »). The dealership calls back Monday to Saturday, 9 h – 19 h.
 *
 * POST /api/user/calls/store  CallRequestInput → 201 Resource<CallRequest> (status `nouvelle`);
 *      404 unknown vehicle; 422 per field (phone, preferred_date: from today to today +
 *      CALL_MAX_LEAD_DAYS (Paris), never a Sunday; slot: one of CALL_SLOTS and, for today, not
 *      already over; message ≤ CALL_MESSAGE_MAX_LENGTH).
 * GET  /api/user/calls                          → List<CallRequest>, own requests, newest first
 */
/** Format checks the browser can run too; the API adds the date window and the vehicle check. */
export const callRequestSchema = z.object({
  /** Absent, "" or null: a general call-back, about no vehicle in particular. */
  vehicle_id: z
    .union([...wholeNumberMembers(CALL_MESSAGES.vehicle), z.literal(''), z.null()], { error: CALL_MESSAGES.vehicle })
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
      if (holiday && !isSunday(v))
        ctx.addIssue({ code: 'custom', message: CALL_MESSAGES.holiday.replace('{name}', holiday) });
    })
    .meta({ format: 'date', pattern: z.regexes.date.source }),
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
