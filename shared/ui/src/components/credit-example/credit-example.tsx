import type { ReactNode } from 'react';
import type { LegalMentions } from '@ga/contracts';
import { formatNumber } from '../../format/number';
import { cx } from '../../utils/cx';
import styles from './credit-example.module.css';

export interface CreditExampleProps {
  /** GET /api/vehicles/{id}/fundings/legal-mentions: the example and its legal text, computed by the API. */
  mentions: LegalMentions;
  /** What the example stands for (e.g. « * Exemple représentatif des mensualités affichées »). */
  intro?: ReactNode;
  className?: string;
}

/**
 * The representative example of a credit or LOA offer, on the same screen as the monthly figures
 * it explains (Code de la consommation L312-6/7): the TAEG first and in larger type than any other
 * figure of the offer (it is 1.5× the size of the page's monthly figures, tested end to end), then
 * the API's legal text — example, mandatory warning, lender, withdrawal — as written.
 */
export function CreditExample({ mentions, intro, className }: CreditExampleProps) {
  const example = mentions.representative_example;
  return (
    <div className={cx(styles.root, className)} data-testid="credit-example">
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      <p className={styles.taeg} data-testid="credit-taeg">
        TAEG fixe {formatNumber(example.apr_percent, 2)}&nbsp;%
      </p>
      <div className={styles.text}>
        {mentions.text.split('\n').map((line, i) =>
          line.trim() === '' ? null : (
            <p key={i} className={line.includes(mentions.warning) ? styles.warning : undefined}>
              {line}
            </p>
          ),
        )}
      </div>
    </div>
  );
}
