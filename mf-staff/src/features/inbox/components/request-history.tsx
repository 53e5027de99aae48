import type { InboxHistoryEntry } from '@ga/contracts';
import { describe } from '../../../shared/audit/describe-action';
import { formatDateTime } from '../../../shared/format/date-time';
import type { Colleague } from '../api';
import styles from './request.module.css';
import panel from '../../../shared/layout/panel.module.css';

/**
 * The history as a reader wants it: every view stays in the audit log (who read a visitor's data),
 * but views one after another by the same person read as one line, with how many and the first time
 * (the list is in time order), rather than a column of « a ouvert la demande ».
 */
export function collapseViews(history: InboxHistoryEntry[]): { entry: InboxHistoryEntry; times: number }[] {
  const lines: { entry: InboxHistoryEntry; times: number }[] = [];
  for (const entry of history) {
    const last = lines[lines.length - 1];
    if (
      last &&
      entry.action === 'inbox.viewed' &&
      last.entry.action === 'inbox.viewed' &&
      last.entry.actor === entry.actor
    )
      last.times += 1;
    else lines.push({ entry, times: 1 });
  }
  return lines;
}

export function RequestHistory({ history, colleagues }: { history: InboxHistoryEntry[]; colleagues: Colleague[] }) {
  return (
    <section className={panel.box} aria-labelledby="historique">
      <h2 id="historique" className={panel.boxTitle}>
        Historique
      </h2>
      <ol className={styles.history}>
        {collapseViews(history).map(({ entry, times }) => (
          <li key={entry.id}>
            <span className={panel.muted}>{formatDateTime(entry.at)}</span>{' '}
            <strong>{entry.actor ?? (entry.action.startsWith('reprise.offer_') ? 'Le visiteur' : 'Système')}</strong>{' '}
            {describe(entry, colleagues)}
            {times > 1 ? ` (${times} fois de suite)` : ''}
          </li>
        ))}
      </ol>
    </section>
  );
}
