/**
 * Kysely types of the appointment tables (generated from migrations/0016_appointments.ts).
 */
import type { AppointmentKind, AppointmentStatus } from '@ga/contracts';
import type { Db, Tx } from '../../db/transaction';
import type { DB } from '../../db/types/database';
import type { Narrow } from '../../db/types/narrow';

export type AppointmentTables = {
  appointment_places: DB['appointment_places'];
  appointment_hours: Narrow<
    DB['appointment_hours'],
    {
      kind: AppointmentKind;
    }
  >;
  appointments: Narrow<
    DB['appointments'],
    {
      kind: AppointmentKind;
      status: AppointmentStatus;
    }
  >;
  appointment_blocks: Narrow<
    DB['appointment_blocks'],
    {
      kind: AppointmentKind | null;
    }
  >;
};

export const appointmentDb = (db: Db | Tx) => db.withTables<AppointmentTables>();
