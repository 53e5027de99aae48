import { NBSP, NNBSP } from '../../format/number';
import { formatEuros, formatMonthly, formatPrice, formatPriceHT } from '../../format/price';
import { cx } from '../../utils/cx';
import { Badge } from '../badge/badge';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './price.module.css';

export interface PriceProps {
  /** Price including VAT (TTC), in euros. */
  value: number;
  /** Price before VAT (HT), the `*_etax` field; shown first to companies. */
  valueEtax?: number | null;
  /** Company account (`is_comp`): HT price first and big, TTC beside it, smaller. */
  isCompany?: boolean;
  /** Former TTC price, crossed out. */
  oldValue?: number | null;
  /** Former HT price, crossed out for companies. */
  oldValueEtax?: number | null;
  /** What the crossed-out price is, read by screen readers (default « Prix initial »; « Prix de référence » for a price drop). */
  oldLabel?: string;
  /** Badge text; by default the saving ("-1 500 €") when the old price is higher. `false` hides it. */
  discountLabel?: string | false;
  /** Monthly payment: "à partir de 249 €/mois". */
  monthly?: number | null;
  /** Words before the monthly payment; default « à partir de » (e.g. « en LOA dès »). */
  monthlyLabel?: string;
  /** A call to the representative example shown elsewhere on the screen (« * »). */
  monthlyMark?: string;
  /**
   * A trade-in estimate (euros) the visitor chose to see deducted: « après reprise estimée : … »
   * under the price, never in its place.
   */
  afterTradein?: number | null;
  /** Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  align?: 'left' | 'right';
  className?: string;
}

/**
 * A vehicle price. Private buyers see `12 990 € TTC`; companies (when the HT price is known) see
 * `10 825 € HT` first and `12 990 € TTC` beside it.
 */
export function Price({
  value,
  valueEtax,
  isCompany = false,
  oldValue,
  oldValueEtax,
  oldLabel = 'Prix initial',
  discountLabel,
  monthly,
  monthlyLabel = 'à partir de',
  monthlyMark,
  afterTradein,
  size = 'md',
  align = 'left',
  className,
}: PriceProps) {
  const showHT = isCompany && typeof valueEtax === 'number';
  const main = showHT ? valueEtax : value;
  const mainTax = showHT ? 'HT' : 'TTC';
  const old = showHT ? (typeof oldValueEtax === 'number' ? oldValueEtax : null) : (oldValue ?? null);
  const hasOld = old !== null && old > main;
  const saving = hasOld ? old - main : 0;
  const badge = discountLabel === false ? null : (discountLabel ?? (hasOld ? `-${formatEuros(saving)}` : null));

  return (
    <div
      className={cx(styles.root, styles[size], align === 'right' && styles.right, className)}
      data-price-mode={showHT ? 'ht' : 'ttc'}
    >
      {hasOld || badge ? (
        <p className={styles.oldRow}>
          {hasOld ? (
            <s className={styles.old} data-testid="old-price">
              <VisuallyHidden>{oldLabel} : </VisuallyHidden>
              {showHT ? formatPriceHT(old) : formatPrice(old)}
            </s>
          ) : null}
          {badge ? <Badge variant="remise">{badge}</Badge> : null}
        </p>
      ) : null}
      <p className={styles.mainRow}>
        <span className={styles.main} data-testid="main-price">
          {hasOld ? <VisuallyHidden>Prix actuel : </VisuallyHidden> : null}
          {/* The big amount uses a full no-break space: the narrow one vanishes in a bold display face. */}
          {formatEuros(main).replaceAll(NNBSP, NBSP)}
          <span className={styles.tax}>{mainTax}</span>
        </span>
        {showHT ? (
          <span className={styles.secondary} data-testid="secondary-price">
            soit {formatPrice(value)}
          </span>
        ) : null}
      </p>
      {typeof afterTradein === 'number' && afterTradein > 0 ? (
        <p className={styles.afterTradein} data-testid="after-tradein-price">
          après reprise estimée :{' '}
          {/* From the TTC price (what a buyer pays; the trade-in is bought back TTC), said as such. */}
          <strong>
            {afterTradein >= value ? 'votre reprise couvre le prix' : `${formatEuros(value - afterTradein)} TTC`}
          </strong>
        </p>
      ) : null}
      {typeof monthly === 'number' ? (
        <p className={styles.monthly} data-testid="monthly-price">
          {monthlyLabel} <strong>{formatMonthly(monthly)}</strong>
          {monthlyMark ? <span aria-hidden="true">{monthlyMark}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
