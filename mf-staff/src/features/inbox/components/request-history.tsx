import { formatEuros } from '@ga/ui';
import { INBOX_STATUS_LABELS, type InboxHistoryEntry, type InboxStatus } from '@ga/contracts';
import { formatDateTime } from '../../../shared/format/date-time';
import type { Colleague } from '../api';
import styles from './request.module.css';

const euros = (amount: unknown) => (typeof amount === 'number' ? formatEuros(amount) : '?');
const field = (value: unknown, key: string): unknown => (value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined);

/** One audit entry in French: who did what (the audit log is the history, docs/staff.md). */
export function describe(entry: InboxHistoryEntry, colleagues: Colleague[]): string {
  const name = (id: unknown) => (id === null || id === undefined ? 'personne' : colleagues.find((c) => c.id === id)?.full_name ?? `conseiller n° ${String(id)}`);
  switch (entry.action) {
    case 'inbox.viewed':
      return 'a ouvert la demande';
    case 'inbox.assigned':
      return `a attribué la demande : ${name(field(entry.before, 'assigned_to'))} → ${name(field(entry.after, 'assigned_to'))}`;
    case 'inbox.status_changed':
      return `a changé le statut : ${INBOX_STATUS_LABELS[field(entry.before, 'status') as InboxStatus] ?? '?'} → ${INBOX_STATUS_LABELS[field(entry.after, 'status') as InboxStatus] ?? '?'}`;
    case 'inbox.note_added':
      return 'a ajouté une note interne';
    case 'booking.confirmed':
      return 'a confirmé la réservation';
    case 'booking.extended':
      return `a prolongé l’option jusqu’au ${typeof field(entry.after, 'expires_at') === 'string' ? formatDateTime(field(entry.after, 'expires_at') as string) : '?'}`;
    case 'booking.cancelled':
      return `a annulé la réservation (« ${String(field(entry.after, 'reason') ?? '')} »)`;
    case 'company.verified':
      return 'a validé l’entreprise';
    case 'company.refused':
      return `a refusé la vérification (« ${String(field(entry.after, 'reason') ?? '')} »)`;
    case 'reprise.viewed':
      return 'a ouvert la reprise (photos et réponses)';
    case 'reprise.offer_sent':
      return `a envoyé une offre ferme de ${euros(field(entry.after, 'amount'))}`;
    case 'reprise.offer_accepted':
      return 'a accepté l’offre ferme';
    case 'reprise.offer_declined':
      return `a refusé l’offre ferme${field(entry.after, 'reason') ? ` (« ${String(field(entry.after, 'reason'))} »)` : ''}`;
    default:
      return entry.action;
  }
}

export function RequestHistory({ history, colleagues }: { history: InboxHistoryEntry[]; colleagues: Colleague[] }) {
  return (
    <section className={styles.box} aria-labelledby="historique">
      <h2 id="historique" className={styles.boxTitle}>Historique</h2>
      <ol className={styles.history}>
        {history.map((entry) => (
          <li key={entry.id}>
            <span className={styles.muted}>{formatDateTime(entry.at)}</span> <strong>{entry.actor ?? (entry.action.startsWith('reprise.offer_') ? 'Le visiteur' : 'Système')}</strong>{' '}
            {describe(entry, colleagues)}
          </li>
        ))}
      </ol>
    </section>
  );
}
