import type { ReactNode } from 'react';
import { Link } from '@ga/core';
import { Logo } from './logo';
import styles from './root-layout.module.css';

/** The `form` layout: a light header without navigation, for focused forms (/formulaire/{slug}). */
export function FormLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.formPage}>
      <header className={styles.formHeader}>
        <Link to="/" aria-label="Retour à l’accueil">
          <Logo />
        </Link>
        <Link to="/" className={styles.back}>
          ← Retour au site
        </Link>
      </header>
      <main id="contenu" tabIndex={-1} className={styles.formMain}>
        {children}
      </main>
    </div>
  );
}
