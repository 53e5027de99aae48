import { Notice, formatEuros } from '@ga/ui';
import { setTradeinCredit, useTradeinCredit, Link } from '@ga/core';
import styles from './tradein-credit-notice.module.css';

/** Above the listings while « après reprise estimée » is on: what is deducted, and how to stop. */
export function TradeinCreditNotice() {
  const credit = useTradeinCredit();
  if (!credit) return null;
  return (
    <Notice
      variant="success"
      className={styles.notice}
      title={`Prix après reprise estimée de votre ${credit.car}`}
      onDismiss={() => setTradeinCredit(null)}
    >
      Sous chaque prix figure le prix après déduction de {formatEuros(credit.amount)}, le bas de votre{' '}
      <Link to={`/devis-reprise/${credit.repriseId}`}>estimation de reprise</Link> (sous réserve d’expertise). Fermez ce
      message pour revenir aux prix sans reprise.
    </Notice>
  );
}
