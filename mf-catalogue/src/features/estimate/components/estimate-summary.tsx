import { formatCents, formatDate } from '@ga/ui';
import type { Estimate } from '@ga/contracts';
import styles from './estimate-block.module.css';

/** The quote as the API numbered and computed it: lines and totals HT / TVA / TTC. */
export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  return (
    <div className={styles.summary} data-testid="estimate-summary">
      <p className={styles.number}>
        Devis n° <strong>{estimate.number}</strong> · valable jusqu’au {formatDate(estimate.valid_until)}
      </p>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Désignation</th>
            <th scope="col">HT</th>
            <th scope="col">TVA</th>
            <th scope="col">TTC</th>
          </tr>
        </thead>
        <tbody>
          {estimate.lines.map((line, i) => (
            <tr key={`${line.kind}-${i}`}>
              <td>
                {line.label}
                {line.note && <small className={styles.note}>{line.note}</small>}
              </td>
              <td>{formatCents(line.ht_cents)}</td>
              <td>{formatCents(line.tva_cents)}</td>
              <td>{formatCents(line.ttc_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCents(estimate.total_ht_cents)}</td>
            <td>{formatCents(estimate.total_tva_cents)}</td>
            <td className={styles.total}>{formatCents(estimate.total_ttc_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
