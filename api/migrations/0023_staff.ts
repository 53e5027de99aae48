/**
 * The staff area, first part (docs/staff.md): staff accounts, their two-factor sign-in, their
 * sessions and the audit log. Staff accounts are apart from visitor accounts (`users`).
 *
 * - staff_accounts: e-mail unique whatever its case; role `conseiller` | `responsable` | `admin`;
 *   scrypt hash like visitors' (null until the one-time enrolment link sets a password); the TOTP
 *   secret (base32) and `totp_enrolled_at` (null: enrolment pending, the next sign-in enrols);
 *   `totp_last_step`, the last accepted RFC 6238 time step (a code is accepted once: the same or an
 *   earlier step is refused); `disabled_at`; `is_demo` marks the demo seed's accounts (refused in
 *   production).
 * - staff_recovery_codes: one-time codes, SHA-256 of a high-entropy code (never the code).
 * - staff_sessions: SHA-256 of the session id (the cookie's value); last_seen_at slides the 8 h of
 *   inactivity; revoked_at + why.
 * - staff_sign_in_challenges: the 5-minute state between the password and the second step, hashed;
 *   `purpose` says which step it is good for (`totp`: a code or a recovery code; `enrol`: enrolment).
 * - staff_enrolment_links: one-time links (invitation, first admin), hashed, with an expiry.
 * - staff_audit_log: who, what, which record, before/after, request id, when. APPEND-ONLY, enforced
 *   by a trigger on PGlite and PostgreSQL: UPDATE, DELETE and TRUNCATE are refused, with two
 *   narrow, documented ways through, each set by a transaction-local setting (SET LOCAL):
 *     · `ga.audit_pseudonymise = 'on'`: an UPDATE that changes only the personal columns
 *       (actor_email, ip, user_agent, before_data, after_data) — for the later pseudonymisation
 *       step of account deletions (docs/staff.md);
 *     · `ga.audit_reset = 'on'`: TRUNCATE, used only by the demo reseed (`pnpm seed` empties every
 *       table). A database owner can drop a trigger anyway: the trigger stops the application and
 *       slips by hand, not the owner of the database.
 */
import { sql, type Kysely } from 'kysely';
import { runSql } from './run-sql';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE staff_accounts (
  id serial PRIMARY KEY,
  email varchar(190) NOT NULL,
  full_name varchar(120) NOT NULL,
  role varchar(12) NOT NULL CHECK (role IN ('conseiller', 'responsable', 'admin')),
  password_hash text,
  totp_secret varchar(64),
  totp_enrolled_at timestamptz,
  totp_last_step bigint,
  is_demo boolean NOT NULL DEFAULT false,
  disabled_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX staff_accounts_email ON staff_accounts (lower(email));

CREATE TABLE staff_recovery_codes (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (staff_id, code_hash)
);

CREATE TABLE staff_sessions (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  session_hash char(64) NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz,
  revoked_reason varchar(30),
  ip varchar(64),
  user_agent varchar(300)
);
CREATE INDEX staff_sessions_staff ON staff_sessions (staff_id) WHERE revoked_at IS NULL;

CREATE TABLE staff_sign_in_challenges (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  purpose varchar(10) NOT NULL CHECK (purpose IN ('totp', 'enrol')),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_sign_in_challenges_expiry ON staff_sign_in_challenges (expires_at);

CREATE TABLE staff_enrolment_links (
  id serial PRIMARY KEY,
  staff_id integer NOT NULL REFERENCES staff_accounts(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_by integer REFERENCES staff_accounts(id),
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE staff_audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_id integer REFERENCES staff_accounts(id),
  actor_email varchar(190),
  action varchar(60) NOT NULL,
  record_type varchar(40),
  record_id varchar(64),
  before_data jsonb,
  after_data jsonb,
  request_id varchar(100),
  ip varchar(64),
  user_agent varchar(300)
);
CREATE INDEX staff_audit_log_actor ON staff_audit_log (actor_id, id);
CREATE INDEX staff_audit_log_record ON staff_audit_log (record_type, record_id, id);
CREATE INDEX staff_audit_log_at ON staff_audit_log (at, id)
`,
  );
  // One statement each: a function body holds semicolons that runSql would split on.
  await sql
    .raw(
      `CREATE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('ga.audit_pseudonymise', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.action = OLD.action AND NEW.record_type IS NOT DISTINCT FROM OLD.record_type
    AND NEW.record_id IS NOT DISTINCT FROM OLD.record_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'TRUNCATE' AND coalesce(current_setting('ga.audit_reset', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$fn$`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER staff_audit_log_no_change BEFORE UPDATE OR DELETE ON staff_audit_log
  FOR EACH ROW EXECUTE FUNCTION staff_audit_log_append_only()`,
    )
    .execute(db);
  await sql
    .raw(
      `CREATE TRIGGER staff_audit_log_no_truncate BEFORE TRUNCATE ON staff_audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION staff_audit_log_append_only()`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `DROP TABLE staff_audit_log;
DROP FUNCTION staff_audit_log_append_only();
DROP TABLE staff_enrolment_links;
DROP TABLE staff_sign_in_challenges;
DROP TABLE staff_sessions;
DROP TABLE staff_recovery_codes;
DROP TABLE staff_accounts`,
  );
}
