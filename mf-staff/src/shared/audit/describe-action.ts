/**
 * An audit log entry in French: what someone did (docs/staff.md « Audit log »). Read by a
 * request's history and by the journal page. An action without a sentence yet shows its name.
 */
import { formatEuros } from '@ga/ui';
import {
  INBOX_STATUS_LABELS,
  STOCK_STATE_LABELS,
  type InboxHistoryEntry,
  type InboxStatus,
  type StockState,
} from '@ga/contracts';
import { formatDateTime } from '../format/date-time';

const euros = (amount: unknown) => (typeof amount === 'number' ? formatEuros(amount) : '?');
const field = (value: unknown, key: string): unknown =>
  value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined;

/** One audit entry in French: who did what (the audit log is the history, docs/staff.md). */
export function describe(
  entry: Pick<InboxHistoryEntry, 'action' | 'before' | 'after'>,
  colleagues: readonly { id: number; full_name: string }[],
): string {
  const name = (id: unknown) =>
    id === null || id === undefined
      ? 'personne'
      : (colleagues.find((c) => c.id === id)?.full_name ?? `conseiller n° ${String(id)}`);
  switch (entry.action) {
    case 'inbox.viewed':
      return 'a ouvert la demande';
    case 'inbox.assigned':
      return `a attribué la demande : ${name(field(entry.before, 'assigned_to'))} → ${name(field(entry.after, 'assigned_to'))}`;
    case 'inbox.status_changed':
      return `a changé le statut : ${INBOX_STATUS_LABELS[field(entry.before, 'status') as InboxStatus] ?? '?'} → ${INBOX_STATUS_LABELS[field(entry.after, 'status') as InboxStatus] ?? '?'}`;
    case 'inbox.note_added':
      return 'a ajouté une note interne';
    case 'inbox.exported':
      return 'a exporté la liste des demandes en CSV';
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
    case 'appointment.moved':
      return `a déplacé le rendez-vous au ${typeof field(entry.after, 'starts_at') === 'string' ? formatDateTime(field(entry.after, 'starts_at') as string) : '?'}`;
    case 'appointment.cancelled':
      return `a annulé le rendez-vous (« ${String(field(entry.after, 'reason') ?? '')} »)`;
    case 'appointment.cancelled_by_visitor':
      return 'a annulé son rendez-vous depuis « Mon compte »';
    case 'appointment.block_added':
      return `a fermé une période (« ${String(field(entry.after, 'reason') ?? '')} »)`;
    case 'appointment.block_removed':
      return `a rouvert une période (« ${String(field(entry.before, 'reason') ?? '')} »)`;
    case 'stock.price_changed':
      return `a changé le prix : ${euros(field(entry.before, 'price'))} → ${euros(field(entry.after, 'price'))}`;
    case 'stock.state_changed': {
      const label = (s: unknown) => STOCK_STATE_LABELS[s as StockState] ?? '?';
      const reason = field(entry.after, 'reason');
      return `a changé l’état : ${label(field(entry.before, 'state'))} → ${label(field(entry.after, 'state'))}${reason ? ` (« ${String(reason)} »)` : ''}`;
    }
    case 'stock.equipment_changed':
      return 'a modifié les équipements';
    case 'staff.sign_in':
      return 's’est connecté(e)';
    case 'staff.sign_in.failed':
      return `a échoué à se connecter (étape ${String(field(entry.after, 'step') ?? field(entry.before, 'step') ?? '?')})`;
    case 'staff.sign_out':
      return 's’est déconnecté(e)';
    case 'staff.session.revoked':
      return 'a révoqué une session';
    case 'staff.password.changed':
      return 'a changé son mot de passe';
    case 'staff.enrolment.completed':
      return 'a activé la double authentification';
    case 'staff.account.invited':
      return 'a invité un conseiller';
    case 'staff.account.created_by_cli':
      return 'premier administrateur créé en ligne de commande';
    case 'staff.account.created_at_start':
      return 'premier administrateur créé au démarrage (STAFF_FIRST_ADMIN)';
    case 'staff.account.role_changed':
      return `a changé un rôle : ${String(field(entry.before, 'role') ?? '?')} → ${String(field(entry.after, 'role') ?? '?')}`;
    case 'staff.account.disabled':
      return 'a désactivé un compte';
    case 'staff.account.totp_reset':
      return 'a réinitialisé une double authentification';
    default:
      return entry.action;
  }
}
