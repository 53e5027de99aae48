import type { ComponentPropsWithRef } from 'react';
import { cx } from '../../utils/cx';
import styles from './visually-hidden.module.css';

/** Text read by screen readers but not shown. */
export function VisuallyHidden({ className, ...rest }: ComponentPropsWithRef<'span'>) {
  return <span className={cx(styles.root, className)} {...rest} />;
}
