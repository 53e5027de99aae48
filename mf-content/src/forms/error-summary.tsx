import { useEffect, useRef } from 'react';
import styles from './forms.module.css';

export interface SummaryItem {
  /** The id of the field's control (the link's target). */
  id: string;
  label: string;
  message: string;
}

/**
 * The error summary shown above a form when sending fails (RGAA, GOV.UK pattern): it takes the
 * focus, says how many answers to correct and links to each field.
 */
export function ErrorSummary({ items, attempt }: { items: SummaryItem[]; attempt: number }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (items.length && attempt > 0) box.current?.focus();
    // Only a new send attempt moves the focus, not each correction.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  if (!items.length) return null;
  const n = items.length;
  return (
    <div ref={box} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby="error-summary-title">
      <h2 id="error-summary-title" className={styles.summaryTitle}>
        {n === 1 ? 'Une réponse est à corriger' : `${n} réponses sont à corriger`}
      </h2>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a
              href={`#${item.id}`}
              onClick={(event) => {
                event.preventDefault();
                const target = document.getElementById(item.id);
                target?.focus();
                target?.scrollIntoView({ block: 'center' });
              }}
            >
              {item.label} : {item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
