/**
 * The audit log's retention (docs/staff.md « Retention »): the append-only trigger now lets one
 * more statement through, a DELETE made by the daily retention job under `ga.audit_retention`, and
 * only of entries older than 180 days, whatever AUDIT_RETENTION_DAYS says. Everything else is
 * still refused as before.
 */
import { sql, type Kysely } from 'kysely';

const FUNCTION = (
  withRetention: boolean,
) => `CREATE OR REPLACE FUNCTION staff_audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'UPDATE' AND coalesce(current_setting('ga.audit_pseudonymise', true), '') = 'on'
    AND NEW.id = OLD.id AND NEW.at = OLD.at AND NEW.actor_id IS NOT DISTINCT FROM OLD.actor_id
    AND NEW.action = OLD.action AND NEW.record_type IS NOT DISTINCT FROM OLD.record_type
    AND NEW.record_id IS NOT DISTINCT FROM OLD.record_id AND NEW.request_id IS NOT DISTINCT FROM OLD.request_id THEN
    RETURN NEW;
  END IF;${
    withRetention
      ? `
  IF TG_OP = 'DELETE' AND coalesce(current_setting('ga.audit_retention', true), '') = 'on' AND OLD.at < now() - interval '180 days' THEN
    RETURN OLD;
  END IF;`
      : ''
  }
  IF TG_OP = 'TRUNCATE' AND coalesce(current_setting('ga.audit_reset', true), '') = 'on' THEN
    RETURN NULL;
  END IF;
  RAISE EXCEPTION 'staff_audit_log is append-only: % refused', TG_OP USING ERRCODE = '42501';
END
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FUNCTION(true)).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(FUNCTION(false)).execute(db);
}
