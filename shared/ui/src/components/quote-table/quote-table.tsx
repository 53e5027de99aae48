import type { Quote } from '@ga/contracts';
import { formatCents } from '../../format/price';
import { cx } from '../../utils/cx';
import styles from './quote-table.module.css';

export interface QuoteTableProps {
  quote: Pick<
    Quote,
    'number' | 'lines' | 'vat_rate_percent' | 'total_ht_cents' | 'total_tva_cents' | 'total_ttc_cents'
  >;
  className?: string;
}

/** A numbered quote as the API computed it: one row per line, totals HT / TVA / TTC (amounts in cents). */
export function QuoteTable({ quote, className }: QuoteTableProps) {
  return (
    <table className={cx(styles.table, className)}>
      <caption className={styles.caption}>Détail du devis n° {quote.number}</caption>
      <thead>
        <tr>
          <th scope="col">Désignation</th>
          <th scope="col">HT</th>
          <th scope="col">TVA ({quote.vat_rate_percent} %)</th>
          <th scope="col">TTC</th>
        </tr>
      </thead>
      <tbody>
        {quote.lines.map((line, index) => (
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
          <td>{formatCents(quote.total_ht_cents)}</td>
          <td>{formatCents(quote.total_tva_cents)}</td>
          <td className={styles.total}>{formatCents(quote.total_ttc_cents)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

/**
 * QuoteTable under its former name and prop, for the remotes built against @ga/ui 1.7 or older: the
 * page runs the shell's copy of this package, and removing a name a released remote uses is a major
 * bump (docs/releases.md « Shared singletons and their versions »). Remove it in the next major,
 * once every live remote was built against 1.8 or later.
 * @deprecated use QuoteTable.
 */
export function EstimateTable({
  estimate,
  ...props
}: Omit<QuoteTableProps, 'quote'> & { estimate: QuoteTableProps['quote'] }) {
  return <QuoteTable quote={estimate} {...props} />;
}
