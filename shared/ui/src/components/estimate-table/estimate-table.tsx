import type { Estimate } from '@ga/contracts';
import { formatCents } from '../../format/price';
import { cx } from '../../utils/cx';
import styles from './estimate-table.module.css';

export interface EstimateTableProps {
  estimate: Pick<
    Estimate,
    'number' | 'lines' | 'vat_rate_percent' | 'total_ht_cents' | 'total_tva_cents' | 'total_ttc_cents'
  >;
  className?: string;
}

/** A numbered quote as the API computed it: one row per line, totals HT / TVA / TTC (amounts in cents). */
export function EstimateTable({ estimate, className }: EstimateTableProps) {
  return (
    <table className={cx(styles.table, className)}>
      <caption className={styles.caption}>Détail du devis n° {estimate.number}</caption>
      <thead>
        <tr>
          <th scope="col">Désignation</th>
          <th scope="col">HT</th>
          <th scope="col">TVA ({estimate.vat_rate_percent} %)</th>
          <th scope="col">TTC</th>
        </tr>
      </thead>
      <tbody>
        {estimate.lines.map((line, index) => (
          <tr key={`${line.kind}-${index}`}>
            <th scope="row">
              {line.label}
              {line.note && <small className={styles.note}>{line.note}</small>}
            </th>
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
  );
}
