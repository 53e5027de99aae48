import { useEffect, useRef, type ReactNode } from 'react';
import { Icon } from '@ga/ui';
import styles from './forms.module.css';

/** What a sent form becomes: a heading that takes the focus (read out), the message, what next. */
export function FormSuccess({
  title,
  message,
  reference,
  children,
}: {
  title: string;
  message: string;
  reference?: string;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.success} role="status">
      <Icon name="check" size={32} className={styles.successIcon} />
      <h2 ref={heading} tabIndex={-1} className={styles.successTitle}>
        {title}
      </h2>
      <p>{message}</p>
      {reference && (
        <p>
          Votre référence : <strong>{reference}</strong>
        </p>
      )}
      {children}
    </div>
  );
}
