/**
 * Kysely types of the appointment tables (mirror of migrations/0016_appointments.ts).
 */
import type { AppointmentKind, AppointmentStatus } from '@ga/contracts';
import type { Generated } from 'kysely';
import type { Db, Tx } from '../../db/transaction';
import type { GeneratedTimestamp } from '../../db/columns';

export type AppointmentTables = {
  appointment_places: { id: Generated<number>; slug: string; name: string; address: string };
  appointment_hours: {
    id: Generated<number>;
    place_id: number;
    kind: AppointmentKind;
    weekday: number;
    opens: string;
    closes: string;
    slot_minutes: number;
  };
  appointments: {
    id: Generated<number>;
    reference: string;
    kind: AppointmentKind;
    place_id: number;
    resource: Generated<string>;
    starts_at: Date;
    ends_at: Date;
    status: AppointmentStatus;
    fullname: string;
    email: string;
    phone: string;
    message: string | null;
    user_id: number | null;
    confirm_token_hash: string | null;
    confirm_expires_at: Date | null;
    confirmed_at: Date | null;
    cancelled_at: Date | null;
    created_at: GeneratedTimestamp;
    /** The .ics SEQUENCE, raised by each staff move or cancellation (migration 0028). */
    sequence: Generated<number>;
    cancel_reason: Generated<string | null>;
  };
  appointment_blocks: {
    id: Generated<number>;
    place_id: number;
    kind: AppointmentKind | null;
    starts_at: Date;
    ends_at: Date;
    reason: string;
    created_by: number | null;
    created_at: GeneratedTimestamp;
  };
};

export const appointmentDb = (db: Db | Tx) => db.withTables<AppointmentTables>();
