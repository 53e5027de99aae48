import type { ReactNode } from 'react';
import styles from './facts.module.css';

/** Key figures of a request as a compact definition list (label over value). */
export function Facts({ items }: { items: { label: string; value: ReactNode }[] }) {
  const shown = items.filter((item) => item.value !== null && item.value !== undefined && item.value !== '');
  return (
    <dl className={styles.facts}>
      {shown.map((item) => (
        <div key={item.label}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
