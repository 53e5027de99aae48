import type { InboxHistoryEntry } from '@ga/contracts';
import { describe } from '../../../shared/audit/describe-action';
import { formatDateTime } from '../../../shared/format/date-time';
import type { Colleague } from '../api';
import styles from './request.module.css';
import panel from '../../../shared/layout/panel.module.css';

export function RequestHistory({ history, colleagues }: { history: InboxHistoryEntry[]; colleagues: Colleague[] }) {
  return (
    <section className={panel.box} aria-labelledby="historique">
      <h2 id="historique" className={panel.boxTitle}>
        Historique
      </h2>
      <ol className={styles.history}>
        {history.map((entry) => (
          <li key={entry.id}>
            <span className={panel.muted}>{formatDateTime(entry.at)}</span>{' '}
            <strong>{entry.actor ?? (entry.action.startsWith('reprise.offer_') ? 'Le visiteur' : 'Système')}</strong>{' '}
            {describe(entry, colleagues)}
          </li>
        ))}
      </ol>
    </section>
  );
}
