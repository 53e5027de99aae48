/**
 * The audit log's pseudonymisation path, narrowed (docs/staff.md « Append-only »): under
 * `ga.audit_pseudonymise = 'on'` the trigger used to let an UPDATE rewrite `before_data` and
 * `after_data` entirely. Now it lets through only what the account deletion writes
 * (modules/staff/audit-queries.ts pseudonymiseVisitorEntries):
 * - `ip`, `user_agent` and `actor_email` unchanged or set to NULL;
 * - in `before_data` / `after_data`, only the personal keys (`reason`) change, and only to the
 *   fixed placeholder « [supprimé avec le compte] » or to JSON null; every other key, and a value
 *   that is not a JSON object, stays exactly as it was; a key is neither added nor removed.
 * Everything else is refused as before (the retention's DELETE and the reseed's TRUNCATE keep
 * their own settings, migrations/0029_audit_retention.ts).
 *
 * Before the trigger narrows, the `inbox.exported` entries already written lose the raw search
 * term they kept (`after_data.filters.q`, a visitor's name or e-mail typed by the staff member):
 * it becomes `search_used: true`, as modules/staff/inbox-export.ts now writes.
 */
import { sql, type Kysely } from 'kysely';

/** The top-level keys of before/after that hold free text about a person. */
const PERSONAL_KEYS = `ARRAY['reason']`;
const PLACEHOLDER = `'"[supprimé avec le compte]"'::jsonb`;

const SCRUBBED = `CREATE OR REPLACE FUNCTION staff_audit_data_scrubbed(old_data jsonb, new_data jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $fn$
  SELECT old_data IS NOT DISTINCT FROM new_data
    OR coalesce(
      jsonb_typeof(old_data) = 'object' AND jsonb_typeof(new_data) = 'object'
      AND old_data - ${PERSONAL_KEYS} = new_data - ${PERSONAL_KEYS}
      AND NOT EXISTS (
        SELECT 1 FROM unnest(${PERSONAL_KEYS}) AS k(name)
        WHERE (old_data ? k.name) <> (new_data ? k.name)
          OR (new_data ? k.name AND new_data -> k.name IS DISTINCT FROM old_data -> k.name
              AND new_data -> k.name NOT IN (${PLACEHOLDER}, 'null'::jsonb))
      ),
      false)
$fn$`;

const pseudonymiseCheck = (narrow: boolean) =>
  narrow
    ? `
    AND (NEW.actor_email IS NOT DISTINCT FROM OLD.actor_email OR NEW.actor_email IS NULL)
    AND (NEW.ip IS NOT DISTINCT FROM OLD.ip OR NEW.ip IS NULL)
    AND (NEW.user_agent IS NOT DISTINCT FROM OLD.user_agent OR NEW.user_agent IS NULL)
    AND staff_audit_data_scrubbed(OLD.before_data, NEW.before_data)
    AND staff_audit_data_scrubbed(OLD.after_data, NEW.after_data)`
    : '';

const FUNCTION = (
  narrow: boolean,
) => `CREATE OR REPLACE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('ga.audit_pseudonymise', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.action = OLD.action AND NEW.record_type IS NOT DISTINCT FROM OLD.record_type
    AND NEW.record_id IS NOT DISTINCT FROM OLD.record_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id${pseudonymiseCheck(narrow)} THEN
    RETURN NEW;
  END IF;
  IF TG_OP = 'DELETE' AND coalesce(current_setting('ga.audit_retention', true), '') = 'on' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;
  IF TG_OP = 'TRUNCATE' AND coalesce(current_setting('ga.audit_reset', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // The search terms of past exports, through the old (wide) path, in the migration's transaction.
  await sql`SELECT set_config('ga.audit_pseudonymise', 'on', true)`.execute(db);
  await sql`
    UPDATE staff_audit_log SET after_data = (after_data #- '{filters,q}') || '{"search_used": true}'::jsonb
    WHERE action = 'inbox.exported' AND jsonb_typeof(after_data -> 'filters') = 'object' AND after_data -> 'filters' ? 'q'`.execute(
    db,
  );
  await sql`SELECT set_config('ga.audit_pseudonymise', 'off', true)`.execute(db);
  await sql.raw(SCRUBBED).execute(db);
  await sql.raw(FUNCTION(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FUNCTION(false)).execute(db);
  await sql`DROP FUNCTION IF EXISTS staff_audit_data_scrubbed(jsonb, jsonb)`.execute(db);
}
