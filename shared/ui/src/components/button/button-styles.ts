import { cx } from '../../utils/cx';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonStyleProps {
  /** `primary` is the orange call to action; `secondary` the navy one. Default `primary`. */
  variant?: ButtonVariant;
  /** Default `md`. */
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Class names of a button look, for elements that are not `Button`/`ButtonLink`. */
export function buttonClassName(
  { variant = 'primary', size = 'md', fullWidth = false }: ButtonStyleProps,
  extra?: string,
): string {
  return cx(styles.root, styles[variant], size !== 'md' && styles[size], fullWidth && styles.fullWidth, extra);
}

export const buttonIconClass = styles.icon;
