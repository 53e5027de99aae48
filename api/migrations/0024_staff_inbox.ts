/**
 * The staff inbox (docs/staff.md « Inbox »): one row per visitor request, whatever its kind, so one
 * list can be filtered, searched and paged by keyset at 100,000 requests.
 *
 * - staff_inbox_source: a VIEW that maps each request table to the inbox columns. It is the one
 *   place that says how a booking, a trade-in, an appointment… reads in the inbox
 *   (staff-inbox-view.ts).
 * - staff_inbox: the rows. They are written by triggers on each request table, so a row is written
 *   IN THE SAME TRANSACTION as its request, whatever code path (API, CLI, expiry job, seed) made it:
 *   AFTER INSERT or UPDATE copies the request's view row (status, contact, summary); AFTER DELETE
 *   removes it (an account deleted takes its requests, and their inbox rows, with it). The inbox's
 *   own columns (assigned_to, and the status of kinds that have none of their own: form replies)
 *   are never overwritten by the copy.
 * - search_text: lower-case, unaccented (`unaccent`) name, e-mail, phone digits (also as 0… for
 *   +33…), plate and reference without separators; searched with LIKE through a `pg_trgm` GIN index.
 *   Both extensions ship with PGlite (loaded in db/connection.ts) and PostgreSQL.
 * - A new row is announced on the one change channel (`ga_stock_changes`, kind `inbox`) for the
 *   staff's live stream.
 * - staff_inbox_notes: internal notes of the staff on a request (never shown to the visitor).
 * - The list is newest first by the request's own `created_at` (a request imported or seeded with
 *   an earlier date takes its place), paged by keyset on (created_at, id): the cursor is the id of
 *   the last row shown, whose (created_at, id) the next page starts below.
 */
import { sql, type Kysely } from 'kysely';
import { runSql } from './run-sql';
import { inboxSourceView } from './staff-inbox-view';

/** The request tables and their inbox kind; the view's branches below use the same kinds. */
const SOURCES: { table: string; kind: string; updates: boolean }[] = [
  { table: 'bookings', kind: 'reservation', updates: true },
  { table: 'reprises', kind: 'reprise', updates: true },
  { table: 'appointments', kind: 'rendez_vous', updates: true },
  { table: 'calls', kind: 'rappel', updates: true },
  { table: 'contact_requests', kind: 'contact', updates: true },
  { table: 'form_replies', kind: 'formulaire', updates: false },
  { table: 'partner_requests', kind: 'partenaire', updates: true },
  { table: 'users', kind: 'entreprise', updates: true },
  { table: 'estimates', kind: 'devis', updates: true },
  { table: 'fundings', kind: 'financement', updates: true },
];

/** The normalised search text of a row (the API normalises the query the same way: inbox-search.ts). */
const SEARCH_FUNCTION = `
CREATE FUNCTION staff_inbox_search_text(fullname text, email text, phone text, plate text, reference text) RETURNS text
LANGUAGE sql STABLE AS $fn$
  SELECT lower(unaccent(concat_ws(' ',
    fullname,
    email,
    NULLIF(regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g'), ''),
    CASE WHEN regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g') LIKE '33%'
      THEN '0' || substr(regexp_replace(phone, '[^0-9]', '', 'g'), 3) END,
    NULLIF(regexp_replace(coalesce(plate, ''), '[^A-Za-z0-9]', '', 'g'), ''),
    NULLIF(regexp_replace(coalesce(reference, ''), '[^A-Za-z0-9]', '', 'g'), '')
  )))
$fn$`;

/** Copies the view's row of (kind, id) into the inbox; announces a new row. */
const SYNC_FUNCTION = `
CREATE FUNCTION staff_inbox_sync(p_kind text, p_id integer) RETURNS void LANGUAGE plpgsql AS $fn$
DECLARE
  s record;
  new_id bigint;
BEGIN
  SELECT * INTO s FROM staff_inbox_source WHERE kind = p_kind AND source_id = p_id;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO staff_inbox AS i (kind, source_id, status, user_id, fullname, email, phone, plate, reference, vehicle_id, summary, due_at, created_at, search_text)
  VALUES (s.kind, s.source_id, s.status, s.user_id, s.fullname, s.email, s.phone, s.plate, s.reference, s.vehicle_id, s.summary, s.due_at, s.created_at,
    staff_inbox_search_text(s.fullname, s.email, s.phone, s.plate, s.reference))
  ON CONFLICT (kind, source_id) DO UPDATE SET
    status = CASE WHEN i.kind = 'formulaire' THEN i.status ELSE EXCLUDED.status END,
    user_id = EXCLUDED.user_id, fullname = EXCLUDED.fullname, email = EXCLUDED.email, phone = EXCLUDED.phone, plate = EXCLUDED.plate,
    reference = EXCLUDED.reference, vehicle_id = EXCLUDED.vehicle_id, summary = EXCLUDED.summary, due_at = EXCLUDED.due_at,
    search_text = EXCLUDED.search_text, updated_at = now()
  RETURNING (CASE WHEN i.xmax = 0 THEN i.id END) INTO new_id;
  IF new_id IS NOT NULL THEN
    PERFORM pg_notify('ga_stock_changes', json_build_object('kind', 'inbox', 'inbox_ids', json_build_array(new_id))::text);
  END IF;
END
$fn$`;

const TRIGGER_FUNCTION = `
CREATE FUNCTION staff_inbox_on_request() RETURNS trigger LANGUAGE plpgsql AS $fn$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM staff_inbox WHERE kind = TG_ARGV[0] AND source_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM staff_inbox_sync(TG_ARGV[0], NEW.id);
  RETURN NEW;
END
$fn$`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
  await sql`CREATE EXTENSION IF NOT EXISTS unaccent`.execute(db);
  await runSql(
    db,
    `
CREATE TABLE staff_inbox (
  id bigserial PRIMARY KEY,
  kind varchar(12) NOT NULL CHECK (kind IN (${SOURCES.map((s) => `'${s.kind}'`).join(', ')})),
  source_id integer NOT NULL,
  status varchar(20) NOT NULL,
  assigned_to integer REFERENCES staff_accounts(id),
  user_id integer,
  fullname varchar(190),
  email varchar(190),
  phone varchar(40),
  plate varchar(12),
  reference varchar(20),
  vehicle_id integer,
  summary text,
  due_at timestamptz,
  search_text text NOT NULL,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (kind, source_id)
);
CREATE INDEX staff_inbox_newest ON staff_inbox (created_at, id);
CREATE INDEX staff_inbox_kind_newest ON staff_inbox (kind, created_at, id);
CREATE INDEX staff_inbox_status_newest ON staff_inbox (status, created_at, id);
CREATE INDEX staff_inbox_assigned_newest ON staff_inbox (assigned_to, created_at, id);
CREATE INDEX staff_inbox_user ON staff_inbox (user_id);
CREATE INDEX staff_inbox_search ON staff_inbox USING gin (search_text gin_trgm_ops);
CREATE INDEX staff_inbox_unassigned_open ON staff_inbox (created_at) WHERE assigned_to IS NULL AND status IN ('nouvelle', 'en_cours', 'en_attente', 'confirmee', 'confirme', 'offre_envoyee', 'offre_acceptee');

CREATE TABLE staff_inbox_notes (
  id bigserial PRIMARY KEY,
  inbox_id bigint NOT NULL REFERENCES staff_inbox(id) ON DELETE CASCADE,
  author_id integer NOT NULL REFERENCES staff_accounts(id),
  body text NOT NULL CHECK (char_length(body) BETWEEN 1 AND 2000),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX staff_inbox_notes_inbox ON staff_inbox_notes (inbox_id, id)`,
  );
  await sql.raw(inboxSourceView()).execute(db);
  await sql.raw(SEARCH_FUNCTION).execute(db);
  await sql.raw(SYNC_FUNCTION).execute(db);
  await sql.raw(TRIGGER_FUNCTION).execute(db);
  for (const { table, kind, updates } of SOURCES) {
    const events = updates ? 'INSERT OR UPDATE OR DELETE' : 'INSERT OR DELETE';
    await sql
      .raw(
        `CREATE TRIGGER staff_inbox_${table} AFTER ${events} ON ${table} FOR EACH ROW EXECUTE FUNCTION staff_inbox_on_request('${kind}')`,
      )
      .execute(db);
  }
  // The requests already there, oldest first (the keyset order is the arrival order).
  await sql
    .raw(
      `
INSERT INTO staff_inbox (kind, source_id, status, user_id, fullname, email, phone, plate, reference, vehicle_id, summary, due_at, created_at, search_text)
SELECT kind, source_id, status, user_id, fullname, email, phone, plate, reference, vehicle_id, summary, due_at, created_at,
  staff_inbox_search_text(fullname, email, phone, plate, reference)
FROM staff_inbox_source ORDER BY created_at, kind, source_id`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { table } of SOURCES) await sql.raw(`DROP TRIGGER staff_inbox_${table} ON ${table}`).execute(db);
  await runSql(
    db,
    `
DROP FUNCTION staff_inbox_on_request();
DROP FUNCTION staff_inbox_sync(text, integer);
DROP FUNCTION staff_inbox_search_text(text, text, text, text, text);
DROP VIEW staff_inbox_source;
DROP TABLE staff_inbox_notes;
DROP TABLE staff_inbox`,
  );
}
