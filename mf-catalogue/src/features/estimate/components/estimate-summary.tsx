import { EstimateTable, formatDate } from '@ga/ui';
import type { Estimate } from '@ga/contracts';
import styles from './estimate-block.module.css';

/** The quote as the API numbered and computed it: lines and totals HT / TVA / TTC. */
export function EstimateSummary({ estimate }: { estimate: Estimate }) {
  return (
    <div className={styles.summary} data-testid="estimate-summary">
      <p className={styles.number}>
        Devis n° <strong>{estimate.number}</strong> · valable jusqu’au {formatDate(estimate.valid_until)}
      </p>
      <EstimateTable estimate={estimate} />
    </div>
  );
}
