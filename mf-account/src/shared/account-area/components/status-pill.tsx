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

/** The French label of a request or booking status (decided once in @ga/contracts), coloured. */
export function StatusPill({ status }: { status: RequestStatus | BookingStatus }) {
  const label =
    status in REQUEST_STATUS_LABELS
      ? REQUEST_STATUS_LABELS[status as RequestStatus]
      : BOOKING_STATUS_LABELS[status as BookingStatus];
  return (
    <span className={styles.pill} data-tone={TONES[status]} data-testid="status">
      {label}
    </span>
  );
}
