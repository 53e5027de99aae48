import { INBOX_KIND_LABELS, INBOX_STATUS_LABELS, isOverdue, type InboxItem } from '@ga/contracts';
import { Link } from '@ga/core';
import { INBOX_PATH } from '../../../shared/paths';
import { formatDateTime } from '../../../shared/format/date-time';
import styles from './inbox.module.css';

/** Rows of one page of the inbox (a table on a desktop, cards on a phone: inbox.module.css). */
export function InboxRows({ items, now, fresh = [] }: { items: InboxItem[]; now: Date; fresh?: readonly string[] }) {
  return (
    <>
      {items.map((item) => {
        const late = isOverdue(item, now);
        return (
          <tr
            key={item.id}
            className={late ? styles.late : fresh.includes(item.id) ? styles.fresh : undefined}
            data-testid="inbox-row"
            data-kind={item.kind}
          >
            <td data-label="Reçue le">
              {formatDateTime(item.created_at)}
              {fresh.includes(item.id) && <span className={styles.freshLabel}>Nouvelle, en direct</span>}
            </td>
            <td data-label="Type">
              <span className={styles.kind}>{INBOX_KIND_LABELS[item.kind]}</span>
            </td>
            <td data-label="Demandeur">
              <Link to={`${INBOX_PATH}/${item.id}`} className={styles.person}>
                {item.fullname ?? 'Sans nom'}
              </Link>
              <span className={styles.muted}>{[item.phone, item.email].filter(Boolean).join(' · ')}</span>
            </td>
            <td data-label="Objet">
              {item.summary}
              {item.reference && <span className={styles.muted}>Réf. {item.reference}</span>}
              {item.plate && <span className={styles.muted}>Plaque {item.plate}</span>}
              {item.kind === 'rappel' && item.due_at && (
                <span className={late ? styles.lateText : styles.muted}>
                  {late ? 'Créneau dépassé : ' : 'À rappeler avant le '}
                  {formatDateTime(item.due_at)}
                </span>
              )}
            </td>
            <td data-label="Statut">
              <span className={`${styles.status} ${styles[`status_${item.status}`] ?? ''}`}>
                {INBOX_STATUS_LABELS[item.status]}
              </span>
            </td>
            <td data-label="Suivie par">
              {item.assigned_to ? item.assigned_to.full_name : <span className={styles.unassigned}>Personne</span>}
            </td>
          </tr>
        );
      })}
    </>
  );
}
