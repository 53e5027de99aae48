import type { ElementType, HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import styles from './card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  /** Element rendered. Default `div`; `article` for a vehicle, `li` in a list. */
  as?: ElementType;
  /** Default `elevated`. */
  variant?: 'elevated' | 'outlined' | 'muted';
  /** Padding of the body. Default `md`. */
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Lifts on hover/focus (a card that holds a link). */
  interactive?: boolean;
  /** Full-bleed top area (photo of the vehicle). */
  media?: ReactNode;
}

/** Surface that groups content: vehicle, offer, service… */
export function Card({
  as: Tag = 'div',
  variant = 'elevated',
  padding = 'md',
  interactive = false,
  media,
  className,
  children,
  ...rest
}: CardProps) {
  return (
    <Tag className={cx(styles.root, styles[variant], interactive && styles.interactive, className)} {...rest}>
      {media ? <div className={styles.media}>{media}</div> : null}
      <div className={cx(styles.body, styles[`pad-${padding}`])}>{children}</div>
    </Tag>
  );
}
