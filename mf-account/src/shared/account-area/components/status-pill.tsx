import { BOOKING_STATUS_LABELS, REQUEST_STATUS_LABELS, type BookingStatus, type RequestStatus } from '@ga/contracts';
import styles from './status-pill.module.css';

const TONES: Record<RequestStatus | BookingStatus, 'new' | 'progress' | 'done' | 'off'> = {
  nouvelle: 'new',
  en_cours: 'progress',
  traitee: 'done',
  annulee: 'off',
  en_attente: 'progress',
  confirmee: 'done',
  expiree: 'off',
};

/**
 * The French label of a request or booking status (decided once in @ga/contracts), coloured; or a
 * state of its own (`state`: a trade-in says its firm offer's, @ga/contracts tradeinState).
 */
export function StatusPill({
  status,
  state,
}: {
  status: RequestStatus | BookingStatus;
  state?: { label: string; tone: 'new' | 'progress' | 'done' | 'off' };
}) {
  const label =
    state?.label ??
    (status in REQUEST_STATUS_LABELS
      ? REQUEST_STATUS_LABELS[status as RequestStatus]
      : BOOKING_STATUS_LABELS[status as BookingStatus]);
  return (
    <span className={styles.pill} data-tone={state?.tone ?? TONES[status]} data-testid="status">
      {label}
    </span>
  );
}
