import type { CSSProperties } from 'react';
import { cx } from '../../utils/cx';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Default `text`. */
  variant?: 'text' | 'rect' | 'circle';
  width?: number | string;
  height?: number | string;
  /** For `text`: number of lines (the last one shorter). */
  lines?: number;
  radius?: string;
  className?: string;
}

/** Grey shimmering placeholder shown while content loads (hidden from screen readers). */
export function Skeleton({ variant = 'text', width, height, lines = 1, radius, className }: SkeletonProps) {
  const style: CSSProperties = { width, height, borderRadius: radius };
  const one = (key?: number) => (
    <span
      key={key}
      className={cx(styles.root, styles[variant], className)}
      style={style}
      aria-hidden="true"
      data-testid="skeleton"
    />
  );
  if (variant === 'text' && lines > 1) {
    return (
      <span className={styles.lines} aria-hidden="true">
        {Array.from({ length: lines }, (_, i) => one(i))}
      </span>
    );
  }
  return one();
}
