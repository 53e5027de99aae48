import { QuoteTable, formatDate } from '@ga/ui';
import type { Quote } from '@ga/contracts';
import styles from './quote-block.module.css';

/** The quote as the API numbered and computed it: lines and totals HT / TVA / TTC. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <div className={styles.summary} data-testid="quote-summary">
      <p className={styles.number}>
        Devis n° <strong>{quote.number}</strong> · valable jusqu’au {formatDate(quote.valid_until)}
      </p>
      <QuoteTable quote={quote} />
    </div>
  );
}
