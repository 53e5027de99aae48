import { formatDate } from '@ga/ui';
import type { Estimate } from '@ga/contracts';
import styles from './estimate-block.module.css';

const euros = (cents: number) => `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100)} €`;

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
              <td>{euros(line.ht_cents)}</td>
              <td>{euros(line.tva_cents)}</td>
              <td>{euros(line.ttc_cents)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{euros(estimate.total_ht_cents)}</td>
            <td>{euros(estimate.total_tva_cents)}</td>
            <td className={styles.total}>{euros(estimate.total_ttc_cents)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
