/**
 * Firm trade-in offers (docs/staff.md « Firm offers »): a conseiller turns a trade-in's instant
 * estimate into a firm offer; the visitor accepts or declines it.
 *
 * - reprise_offers: the amount (euros) and how it was reached: the instant estimate, then each
 *   adjustment with its reason (`lines`); its validity (`valid_until`, a Paris day) and conditions.
 *   It is tied to a completed `expertise` appointment (`expertise_appointment_id`), or, without one,
 *   made « sous réserve de conformité du véhicule » (`subject_to_inspection`).
 *   Status: `envoyee` (waiting for the visitor), `acceptee`, `refusee`, `remplacee` (a newer offer
 *   replaced it). One `envoyee` offer per trade-in at most (a partial unique index).
 * - The inbox shows a trade-in with an offer by the offer's state (`offre_envoyee`,
 *   `offre_acceptee`, `offre_refusee`) unless the trade-in itself is closed (traitée, annulée):
 *   the view is made again with that rule, and a trigger on reprise_offers copies it into the inbox.
 *   A visitor's answer (accepted, declined) is announced on the change channel like a new request,
 *   so the conseiller sees it live.
 */
import { sql, type Kysely } from 'kysely';
import { runSql } from './run-sql';
import { inboxSourceView, REPRISE_WITH_OFFER } from './staff-inbox-view';

export async function up(db: Kysely<unknown>): Promise<void> {
  await runSql(
    db,
    `
CREATE TABLE reprise_offers (
  id serial PRIMARY KEY,
  reprise_id integer NOT NULL REFERENCES reprises(id) ON DELETE CASCADE,
  amount integer NOT NULL CHECK (amount > 0),
  lines jsonb NOT NULL,
  valid_until date NOT NULL,
  conditions text NOT NULL CHECK (char_length(conditions) <= 2000),
  expertise_appointment_id integer REFERENCES appointments(id) ON DELETE SET NULL,
  subject_to_inspection boolean NOT NULL,
  status varchar(12) NOT NULL DEFAULT 'envoyee' CHECK (status IN ('envoyee', 'acceptee', 'refusee', 'remplacee')),
  decline_reason text CHECK (char_length(decline_reason) <= 500),
  created_by integer NOT NULL REFERENCES staff_accounts(id),
  created_at timestamptz NOT NULL DEFAULT now(),
  decided_at timestamptz,
  CHECK ((status IN ('acceptee', 'refusee')) = (decided_at IS NOT NULL))
);
CREATE UNIQUE INDEX reprise_offers_one_open ON reprise_offers (reprise_id) WHERE status = 'envoyee';
CREATE INDEX reprise_offers_reprise ON reprise_offers (reprise_id, id)`,
  );
  await sql.raw(inboxSourceView(REPRISE_WITH_OFFER)).execute(db);
  await sql
    .raw(
      `
CREATE FUNCTION staff_inbox_on_offer() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  inbox_id bigint;
BEGIN
  PERFORM staff_inbox_sync('reprise', NEW.reprise_id);
  IF TG_OP = 'UPDATE' AND NEW.status IN ('acceptee', 'refusee') AND OLD.status = 'envoyee' THEN
    SELECT id INTO inbox_id FROM staff_inbox WHERE kind = 'reprise' AND source_id = NEW.reprise_id;
    IF inbox_id IS NOT NULL THEN
      PERFORM pg_notify('ga_stock_changes', json_build_object('kind', 'inbox', 'inbox_ids', json_build_array(inbox_id))::text);
    END IF;
  END IF;
  RETURN NEW;
END
$fn$`,
    )
    .execute(db);
  await sql`CREATE TRIGGER staff_inbox_reprise_offers AFTER INSERT OR UPDATE ON reprise_offers FOR EACH ROW EXECUTE FUNCTION staff_inbox_on_offer()`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql.raw(inboxSourceView()).execute(db);
  await runSql(
    db,
    `
DROP TRIGGER staff_inbox_reprise_offers ON reprise_offers;
DROP FUNCTION staff_inbox_on_offer();
DROP TABLE reprise_offers`,
  );
}
