import { getConfig } from '@ga/core';
import styles from './logo.module.css';

/** The dealership's mark and name (brand name from config). */
export function Logo({ inverse = false }: { inverse?: boolean }) {
  const [first, ...rest] = getConfig().brandName.split(' ');
  return (
    <span className={inverse ? `${styles.logo} ${styles.inverse}` : styles.logo}>
      <svg viewBox="0 0 40 40" width="36" height="36" aria-hidden="true" className={styles.mark}>
        <rect width="40" height="40" rx="10" fill="currentColor" />
        <path d="M8 25l3.2-7c.6-1.3 1.9-2 3.2-2h11.2c1.3 0 2.6.7 3.2 2L32 25v4h-4v-2H12v2H8z" fill="#fff" />
        <circle cx="13.5" cy="25" r="2" fill="#FF7A1A" />
        <circle cx="26.5" cy="25" r="2" fill="#FF7A1A" />
      </svg>
      <span className={styles.words}>
        <strong>{first}</strong> {rest.join(' ')}
      </span>
    </span>
  );
}
