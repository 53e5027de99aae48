/**
 * Vehicle bookings: a deposit-free hold of a vehicle pending an advisor's confirmation.
 * The partial unique index is THE rule: at most one pending or confirmed booking per vehicle,
 * whatever the number of API processes (a concurrent loser gets SQLSTATE 23505).
 */
import type { Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE bookings (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  vehicle_id integer NOT NULL REFERENCES vehicles(id),
  status varchar(20) NOT NULL DEFAULT 'en_attente',
  delivery_type_id integer REFERENCES delivery_types(id) ON DELETE SET NULL,
  department_id integer REFERENCES departments(id) ON DELETE SET NULL,
  preferred_date date,
  preferred_slot varchar(20),
  phone varchar(20) NOT NULL,
  message text,
  price integer NOT NULL,
  price_etax integer NOT NULL,
  discount integer NOT NULL DEFAULT 0,
  delivery_price integer,
  expires_at timestamptz,
  confirmed_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT bookings_status CHECK (status IN ('en_attente', 'confirmee', 'annulee', 'expiree')),
  CONSTRAINT bookings_slot CHECK (preferred_slot IN ('matin', 'apres-midi')),
  CONSTRAINT bookings_slot_needs_date CHECK (preferred_slot IS NULL OR preferred_date IS NOT NULL),
  CONSTRAINT bookings_pending_expires CHECK (status <> 'en_attente' OR expires_at IS NOT NULL),
  CONSTRAINT bookings_message_length CHECK (char_length(message) <= 1000)
);
CREATE UNIQUE INDEX bookings_one_active_per_vehicle ON bookings (vehicle_id) WHERE status IN ('en_attente', 'confirmee');
CREATE INDEX bookings_user ON bookings (user_id, created_at DESC);
CREATE INDEX bookings_pending_expiry ON bookings (expires_at) WHERE status = 'en_attente'
`,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(db, `DROP TABLE bookings`);
}
