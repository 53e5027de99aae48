import { formatNumber } from '../../format/number';
import { pluralize } from '../../format/pluralize';
import { cx } from '../../utils/cx';
import { Icon } from '../icon/icon';
import styles from './stars.module.css';

export interface StarsProps {
  /** Rating, from 0 to `max` (halves and tenths are drawn). */
  value: number;
  /** Default 5. */
  max?: number;
  /** Star size in px. Default 18. */
  size?: number;
  /** Shows the value as text ("4,5"). */
  showValue?: boolean;
  /** Number of reviews, shown as "(199 avis)". */
  count?: number;
  className?: string;
}

/** Rounds to one decimal and writes it the French way: 4.46 → "4,5", 4 → "4". */
export function formatRating(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return formatNumber(rounded, Number.isInteger(rounded) ? 0 : 1);
}

/** Rating stars, read as "Note : 4,5 sur 5". */
export function Stars({ value, max = 5, size = 18, showValue = false, count, className }: StarsProps) {
  const clamped = Math.min(Math.max(value, 0), max);
  const label = `Note : ${formatRating(clamped)} sur ${max}`;
  const row = (name: 'star-filled') => (
    <span className={styles.row}>
      {Array.from({ length: max }, (_, i) => (
        <Icon key={i} name={name} size={size} />
      ))}
    </span>
  );
  return (
    <span className={cx(styles.root, className)}>
      <span role="img" aria-label={label} className={styles.stars}>
        <span className={styles.empty}>{row('star-filled')}</span>
        <span className={styles.filled} style={{ width: `${(clamped / max) * 100}%` }} data-testid="stars-fill">
          {row('star-filled')}
        </span>
      </span>
      {showValue ? (
        <span className={styles.value} aria-hidden="true">
          {formatRating(clamped)}
        </span>
      ) : null}
      {typeof count === 'number' ? <span className={styles.count}>({pluralize(count, 'avis', 'avis')})</span> : null}
    </span>
  );
}
