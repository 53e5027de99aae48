/**
 * The CSV export of a filtered inbox list (responsable, docs/staff.md « CSV export »): every page of
 * the same filters, read by keyset 500 rows at a time and streamed as it is read, so a 100,000-row
 * export never sits in memory. French spreadsheet conventions: `;` between cells, a UTF-8 BOM so
 * Excel reads the accents, dates in Paris time. A cell that begins with `= + - @` (or a tab or
 * carriage return) is prefixed with `'` by csv-stringify's `escape_formulas`, so a visitor's
 * « =HYPERLINK(…) » in a contact message stays text (CSV injection). The export itself is written
 * to the audit log, with its filters, before the first byte leaves — all but the search term (a
 * visitor's name, e-mail or phone typed by the staff member): the entry says only that one was used
 * (`search_used`), so no personal data sits in the audit log outside what the deletion scrubs.
 */
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, type InboxExportQuery } from '@ga/contracts';
import type { Db } from '../../db/transaction';
import { audit, type RequestMeta } from './audit';
import { listInboxRows, type InboxRow } from './inbox-queries';
import { inboxFilterOf } from './inbox-service';
import type { StaffContext } from './staff-hook';

const PAGE = 500;
const parisDateTime = new Intl.DateTimeFormat('fr-FR', {
  timeZone: 'Europe/Paris',
  dateStyle: 'short',
  timeStyle: 'short',
});
const when = (d: Date | null) => (d ? parisDateTime.format(d).replace(/\u202f|\u00a0/g, ' ') : '');

const COLUMNS: { header: string; cell: (r: InboxRow) => string | number | null }[] = [
  { header: 'Numéro', cell: (r) => r.id },
  { header: 'Reçue le', cell: (r) => when(r.created_at) },
  { header: 'Type', cell: (r) => INBOX_KIND_LABELS[r.kind as keyof typeof INBOX_KIND_LABELS] ?? r.kind },
  { header: 'Statut', cell: (r) => INBOX_STATUS_LABELS[r.status as keyof typeof INBOX_STATUS_LABELS] ?? r.status },
  { header: 'Suivie par', cell: (r) => r.assigned_name },
  { header: 'Nom', cell: (r) => r.fullname },
  { header: 'E-mail', cell: (r) => r.email },
  { header: 'Téléphone', cell: (r) => r.phone },
  { header: 'Immatriculation', cell: (r) => r.plate },
  { header: 'Référence', cell: (r) => r.reference },
  { header: 'Véhicule', cell: (r) => r.vehicle_id },
  { header: 'Résumé', cell: (r) => r.summary },
  { header: 'Échéance', cell: (r) => when(r.due_at) },
];

async function* pages(db: Db, staff: StaffContext, q: InboxExportQuery): AsyncGenerator<(string | number | null)[]> {
  let before: string | undefined;
  for (;;) {
    const rows = await listInboxRows(db, { ...inboxFilterOf(staff, q), beforeId: before, limit: PAGE });
    for (const r of rows) yield COLUMNS.map((c) => c.cell(r));
    if (rows.length < PAGE) return;
    before = String(rows.at(-1)!.id);
  }
}

/** Audits the export, then returns the CSV as a stream. */
export async function exportInbox(
  db: Db,
  staff: StaffContext,
  q: InboxExportQuery,
  meta: RequestMeta,
): Promise<Readable> {
  const { q: term, ...filters } = q;
  await audit(db, meta, {
    actor: staff,
    action: 'inbox.exported',
    after: { filters, ...(term ? { search_used: true } : {}) },
  });
  const csv = stringify({
    delimiter: ';',
    bom: true,
    header: true,
    columns: COLUMNS.map((c) => c.header),
    escape_formulas: true,
    record_delimiter: 'windows',
  });
  return Readable.from(pages(db, staff, q)).pipe(csv);
}

export const exportFileName = (now = new Date()) => `demandes-${now.toISOString().slice(0, 10)}.csv`;
