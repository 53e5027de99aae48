/**
 * The staff's agenda (docs/staff.md « Appointments »):
 * - appointments.sequence: the .ics SEQUENCE of the event, raised by one each time the staff move
 *   or cancel it, so the visitor's calendar replaces its copy (same UID);
 * - appointments.cancel_reason: the reason the staff gave (in the visitor's e-mail);
 * - appointment_blocks: closed ranges of a place (holidays, absences, a workshop day off), for
 *   one kind or all of them; the public slot finder offers nothing inside one, and a booking inside
 *   one is refused. Appointments already there are listed for the staff to move, never cancelled
 *   by the block itself.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
ALTER TABLE appointments ADD COLUMN sequence integer NOT NULL DEFAULT 0;
ALTER TABLE appointments ADD COLUMN cancel_reason text CHECK (char_length(cancel_reason) <= 500);
CREATE TABLE appointment_blocks (
  id serial PRIMARY KEY,
  place_id integer NOT NULL REFERENCES appointment_places(id),
  kind varchar(20) CHECK (kind IN ('essai', 'retrait', 'atelier', 'expertise')),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  reason varchar(200) NOT NULL,
  created_by integer REFERENCES staff_accounts(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appointment_blocks_range ON appointment_blocks (place_id, starts_at, ends_at)`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
DROP TABLE appointment_blocks;
ALTER TABLE appointments DROP COLUMN cancel_reason;
ALTER TABLE appointments DROP COLUMN sequence`,
  );
}
