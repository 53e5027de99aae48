/**
 * Appointments on the slot mechanism: places, their opening hours per kind and weekday (Sundays
 * and public holidays closed by the API's calendar), and the appointments themselves. One slot
 * holds one appointment per place, kind and resource (a test-drive car): the partial unique index
 * decides between two visitors; a pending one whose 30 minutes are over is marked `expire` by the
 * next booking of its slot, in the same transaction.
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE appointment_places (
  id serial PRIMARY KEY,
  slug varchar(60) NOT NULL UNIQUE,
  name varchar(120) NOT NULL,
  address varchar(255) NOT NULL
);
CREATE TABLE appointment_hours (
  id serial PRIMARY KEY,
  place_id integer NOT NULL REFERENCES appointment_places(id) ON DELETE CASCADE,
  kind varchar(20) NOT NULL CHECK (kind IN ('essai', 'retrait', 'atelier', 'expertise')),
  weekday smallint NOT NULL CHECK (weekday BETWEEN 1 AND 6),
  opens time NOT NULL,
  closes time NOT NULL CHECK (closes > opens),
  slot_minutes smallint NOT NULL CHECK (slot_minutes BETWEEN 15 AND 240),
  UNIQUE (place_id, kind, weekday, opens)
);
CREATE TABLE appointments (
  id serial PRIMARY KEY,
  reference varchar(20) NOT NULL UNIQUE,
  kind varchar(20) NOT NULL CHECK (kind IN ('essai', 'retrait', 'atelier', 'expertise')),
  place_id integer NOT NULL REFERENCES appointment_places(id),
  resource varchar(60) NOT NULL DEFAULT '',
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL CHECK (ends_at > starts_at),
  status varchar(20) NOT NULL CHECK (status IN ('en_attente', 'confirme', 'annule', 'expire')),
  fullname varchar(120) NOT NULL,
  email varchar(190) NOT NULL,
  phone varchar(20) NOT NULL,
  message text CHECK (char_length(message) <= 1000),
  user_id integer REFERENCES users(id) ON DELETE SET NULL,
  confirm_token_hash text UNIQUE,
  confirm_expires_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX appointments_one_per_slot ON appointments (place_id, kind, resource, starts_at) WHERE status IN ('en_attente', 'confirme');
CREATE INDEX appointments_range ON appointments (kind, starts_at);
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, 'DROP TABLE appointments, appointment_hours, appointment_places');
}
