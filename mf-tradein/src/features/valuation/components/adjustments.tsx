import { formatEuros } from '@ga/ui';
import type { TradeinAdjustment } from '@ga/contracts';
import styles from './valuation.module.css';

const signed = (amount: number) =>
  amount > 0 ? `+ ${formatEuros(amount)}` : amount < 0 ? `− ${formatEuros(-amount)}` : formatEuros(0);

/** How the valuation is made: the price when new, then every adjustment in euros, adding up to it. */
export function Adjustments({ adjustments, total }: { adjustments: TradeinAdjustment[]; total: number }) {
  return (
    <table className={styles.adjustments}>
      <caption className={styles.caption}>Détail du calcul</caption>
      <thead>
        <tr>
          <th scope="col">Élément</th>
          <th scope="col" className={styles.amount}>
            Montant
          </th>
        </tr>
      </thead>
      <tbody>
        {adjustments.map((a, i) => (
          <tr key={`${a.kind}-${i}`} data-kind={a.kind}>
            <th scope="row">{a.label}</th>
            <td className={styles.amount} data-sign={a.kind === 'base' ? 'base' : a.amount < 0 ? 'minus' : 'plus'}>
              {a.kind === 'base' ? formatEuros(a.amount) : signed(a.amount)}
            </td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Estimation de reprise</th>
          <td className={styles.amount}>{formatEuros(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
