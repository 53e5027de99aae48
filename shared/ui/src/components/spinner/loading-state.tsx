import { cx } from '../../utils/cx';
import styles from './spinner.module.css';
import { Spinner } from './spinner';

export interface LoadingStateProps {
  /** Default "Chargement…". */
  label?: string;
  /** Compact, on one line (inside a list or a card). */
  inline?: boolean;
  className?: string;
}

/** Loading placeholder of a page or a block, announced politely to screen readers. */
export function LoadingState({ label = 'Chargement…', inline = false, className }: LoadingStateProps) {
  return (
    <div role="status" aria-live="polite" className={cx(styles.loading, inline && styles.inline, className)}>
      <Spinner size={inline ? 'md' : 'lg'} />
      <span className={styles.loadingText}>{label}</span>
    </div>
  );
}
