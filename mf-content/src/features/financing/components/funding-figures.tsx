import type { FundingQuote } from '@ga/contracts';
import { formatCents, formatEuros, formatNumber, NBSP } from '@ga/ui';
import styles from './financing.module.css';

/** 420.6 → « 420,60 € ». */
const euros = (value: number) => formatCents(Math.round(value * 100));
/** 3.9 → « 3,90 % »: the shared formatter, the same in Node and in the browser (server rendering). */
const rate = (value: number) => `${formatNumber(value, 2)}${NBSP}%`;

/**
 * The figures of a simulation with their mandatory mentions, on one screen: the TAEG is the
 * largest figure of the offer (Code de la consommation L312-6), then the monthly payment, then the
 * representative example, the warning and the withdrawal period.
 */
export function FundingFigures({ quote }: { quote: FundingQuote }) {
  const s = quote.simulation;
  const [warning, ...rest] = quote.footer.split('\n');
  return (
    <div className={styles.figures}>
      <dl className={styles.keyFigures}>
        <div className={styles.apr}>
          <dt>TAEG fixe</dt>
          <dd data-testid="simulation-apr">{rate(s.apr_percent)}</dd>
        </div>
        <div className={styles.monthly}>
          <dt>{s.kind === 'loa' ? 'Loyer mensuel' : 'Mensualité'}</dt>
          <dd data-testid="simulation-monthly">
            {euros(s.monthly)} <span>× {s.payments_count} mois</span>
          </dd>
        </div>
      </dl>
      <dl className={styles.details}>
        <div>
          <dt>Taux débiteur fixe</dt>
          <dd>{rate(s.borrowing_rate_percent)}</dd>
        </div>
        <div>
          <dt>{s.kind === 'loa' ? 'Montant total dû en cas d’acquisition' : 'Montant total dû'}</dt>
          <dd>{euros(s.total_due)}</dd>
        </div>
        <div>
          <dt>{s.kind === 'loa' ? 'Coût total en cas d’acquisition' : 'Coût total du crédit'}</dt>
          <dd>{euros(s.total_cost)}</dd>
        </div>
        {s.purchase_option !== null && (
          <div>
            <dt>Option d’achat finale</dt>
            <dd>{formatEuros(s.purchase_option)}</dd>
          </div>
        )}
      </dl>
      <p className={styles.example}>{quote.example}</p>
      <p className={styles.warning}>{warning}</p>
      {rest.map((line) => (
        <p key={line} className={styles.legal}>
          {line}
        </p>
      ))}
    </div>
  );
}
