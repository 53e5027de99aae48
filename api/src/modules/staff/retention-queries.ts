/**
 * SQL of the retention job (retention.ts): the visitor requests whose last activity is older than
 * the cutoff, and the audit entries older than theirs. A request's last activity is the latest of
 * its creation, its own last update (where the table keeps one) and its inbox row's last change
 * (status, assignment, offer…); an appointment also waits for its own time to be past the cutoff.
 */
import { sql } from 'kysely';
import type { Tx } from '../../db/transaction';

/** Each purged table, its inbox kind, and whether it keeps an `updated_at`. */
export const PURGED_REQUESTS = [
  { table: 'calls', kind: 'rappel', updated: true },
  { table: 'contact_requests', kind: 'contact', updated: false },
  { table: 'form_replies', kind: 'formulaire', updated: false },
  { table: 'partner_requests', kind: 'partenaire', updated: true },
  { table: 'fundings', kind: 'financement', updated: true },
  { table: 'bookings', kind: 'reservation', updated: true },
  { table: 'appointments', kind: 'rendez_vous', updated: false },
  { table: 'reprises', kind: 'reprise', updated: true },
] as const;
export type PurgedTable = (typeof PURGED_REQUESTS)[number]['table'];

const stale = (r: (typeof PURGED_REQUESTS)[number], cutoff: Date) => sql`
  r.created_at < ${cutoff}
  ${r.updated ? sql`AND r.updated_at < ${cutoff}` : sql``}
  ${r.table === 'appointments' ? sql`AND r.starts_at < ${cutoff}` : sql``}
  AND NOT EXISTS (SELECT 1 FROM staff_inbox i WHERE i.kind = ${r.kind} AND i.source_id = r.id AND i.updated_at >= ${cutoff})`;

/** The storage keys of the photos of the trade-ins about to go (the files are deleted after the rows). */
export async function stalePhotoKeys(trx: Tx, cutoff: Date): Promise<string[]> {
  const r = PURGED_REQUESTS.find((p) => p.table === 'reprises')!;
  const { rows } = await sql<{ storage_key: string }>`
    SELECT p.storage_key FROM reprise_photos p JOIN reprises r ON r.id = p.reprise_id WHERE ${stale(r, cutoff)}`.execute(
    trx,
  );
  return rows.map((row) => row.storage_key);
}

/** Deletes one table's stale requests (their inbox rows go with them, by trigger); returns the count. */
export async function deleteStaleRequests(trx: Tx, table: PurgedTable, cutoff: Date): Promise<number> {
  const r = PURGED_REQUESTS.find((p) => p.table === table)!;
  const result = await sql`DELETE FROM ${sql.table(table)} r WHERE ${stale(r, cutoff)}`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}

/** Deletes the audit entries older than the cutoff: the trigger lets this through under `ga.audit_retention` only, and never for entries younger than 180 days. */
export async function deleteOldAuditEntries(trx: Tx, cutoff: Date): Promise<number> {
  await sql`SELECT set_config('ga.audit_retention', 'on', true)`.execute(trx);
  const result = await sql`DELETE FROM staff_audit_log WHERE at < ${cutoff}`.execute(trx);
  await sql`SELECT set_config('ga.audit_retention', 'off', true)`.execute(trx);
  return Number(result.numAffectedRows ?? 0);
}
