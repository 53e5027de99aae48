import type { ReactNode } from 'react';
import { frenchSpacing } from '../content/french-spacing';
import styles from './page-hero.module.css';

/** The top of a content page: kicker, the page's one h1, its lead. */
export function PageHero({
  kicker,
  heading,
  lead,
  children,
}: {
  kicker?: string;
  heading: string;
  lead: string;
  children?: ReactNode;
}) {
  return (
    <header className={styles.hero}>
      <div className={styles.inner}>
        {kicker && <p className={styles.kicker}>{kicker}</p>}
        <h1 className={styles.title}>{frenchSpacing(heading)}</h1>
        <p className={styles.lead}>{frenchSpacing(lead)}</p>
        {children}
      </div>
    </header>
  );
}
