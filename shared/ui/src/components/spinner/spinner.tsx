import { cx } from '../../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** `sm` follows the font size (inside buttons). Default `md`. */
  size?: 'sm' | 'md' | 'lg';
  /** Text for screen readers; none makes the spinner decorative. */
  label?: string;
  className?: string;
}

/** Rotating ring in currentColor. */
export function Spinner({ size = 'md', label, className }: SpinnerProps) {
  return (
    <>
      <span className={cx(styles.root, styles[size], className)} aria-hidden="true" data-testid="spinner" />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </>
  );
}
