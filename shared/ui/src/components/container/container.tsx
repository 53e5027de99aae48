import type { ElementType, HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import styles from './container.module.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  as?: ElementType;
  /** `narrow` 768 px (forms, articles), `default` 1280 px, `wide` 1440 px. */
  size?: 'narrow' | 'default' | 'wide';
}

/** Centred page column with side gutters. */
export function Container({ as: Tag = 'div', size = 'default', className, ...rest }: ContainerProps) {
  return <Tag className={cx(styles.root, size !== 'default' && styles[size], className)} {...rest} />;
}
