import type { ReactNode } from 'react';
import { Link } from '@ga/core';
import { Logo } from './logo';
import styles from './root-layout.module.css';

/**
 * The `form` layout: a light header without navigation, for focused forms (/formulaire/{slug}).
 * `wide`: the same header over a full-width page, the `staff` layout of the staff area (its tables
 * need the width; its own bar carries its navigation).
 */
export function FormLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
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
      <main id="contenu" tabIndex={-1} className={wide ? styles.wideMain : styles.formMain}>
        {children}
      </main>
    </div>
  );
}
