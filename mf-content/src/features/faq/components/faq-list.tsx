import { useEffect } from 'react';
import { useLocation } from '@ga/core';
import type { FaqItem } from '../../../shared/content/types';
import { RichText } from '../../../shared/content/rich-text';
import styles from './faq.module.css';

/**
 * Questions as native disclosure widgets (<details>: keyboard and screen readers for free). A link
 * to /a-propos/faq/{category}#{question} opens that question and brings it into view.
 */
export function FaqList({ items }: { items: FaqItem[] }) {
  const { hash } = useLocation();
  useEffect(() => {
    const id = decodeURIComponent(hash.slice(1));
    if (!id) return;
    const target = document.getElementById(id);
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView({ block: 'start' });
      target.querySelector('summary')?.focus();
    }
  }, [hash]);

  return (
    <div className={styles.list}>
      {items.map((item) => (
        <details key={item.id} id={item.id} className={styles.item}>
          <summary className={styles.question}>{item.question}</summary>
          <div className={styles.answer}>
            {item.answer.map((paragraph) => (
              <p key={paragraph}>
                <RichText text={paragraph} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
