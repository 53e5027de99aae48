import { Link } from 'react-router';
import styles from './page-pending.module.css';

/**
 * A page of an area that has not shipped yet: the route resolves to its owner and says so
 * plainly in French, with a way on (platform issue: "page en construction").
 */
export function PagePending({ title }: { title: string }) {
  return (
    <section className={styles.pending} data-testid="page-pending">
      <p className={styles.kicker}>Page en construction</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>
        Cette page arrive très bientôt. En attendant, parcourez notre stock ou appelez un conseiller au 02 43 00 00 00.
      </p>
      <div className={styles.links}>
        <Link to="/achat" className={styles.primary}>
          Voir nos véhicules
        </Link>
        <Link to="/" className={styles.secondary}>
          Retour à l’accueil
        </Link>
      </div>
    </section>
  );
}
