import { QuoteTable, formatDate } from '@ga/ui';
import type { Quote } from '@ga/contracts';
import styles from './quote-block.module.css';

/** The quote as the API numbered and computed it: lines and totals HT / TVA / TTC, and the financing chosen. */
export function QuoteSummary({ quote }: { quote: Quote }) {
  return (
    <div className={styles.summary} data-testid="quote-summary">
      <p className={styles.number}>
        Devis n° <strong>{quote.number}</strong> · valable jusqu’au {formatDate(quote.valid_until)}
      </p>
      <QuoteTable quote={quote} />
      {quote.funding && (
        <p className={styles.funding} data-testid="quote-funding">
          Financement envisagé : {quote.funding.summary} (simulation du {formatDate(quote.created_at)}, sous réserve
          d’acceptation par l’organisme prêteur).
        </p>
      )}
    </div>
  );
}
