import type { ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { ButtonLink } from '../button/button-link';
import { Container } from '../container/container';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import { LostCarIllustration } from './lost-car-illustration';
import styles from './not-found-screen.module.css';

export interface NotFoundScreenProps {
  /** Default "Page introuvable". */
  title?: ReactNode;
  /** Default: a friendly French explanation. */
  message?: ReactNode;
  className?: string;
}

/**
 * The shared page-not-found screen (unknown route, unknown energy slug, unknown vehicle…):
 * big "404", title, text, and ways back to the home page and to the stock.
 */
export function NotFoundScreen({
  title = 'Page introuvable',
  message = 'Oups, cette route ne mène nulle part : la page que vous cherchez n’existe pas ou a été déplacée. Pas de panique, nos véhicules vous attendent toujours !',
  className,
}: NotFoundScreenProps) {
  return (
    <Container className={cx(styles.root, className)}>
      <div className={styles.content}>
        <p className={styles.code}>
          <VisuallyHidden>Erreur </VisuallyHidden>404
        </p>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.text}>{message}</p>
        <div className={styles.actions}>
          <ButtonLink to="/achat" size="lg" iconRight="arrow-right">
            Voir nos véhicules
          </ButtonLink>
          <ButtonLink to="/" size="lg" variant="outline">
            Retour à l’accueil
          </ButtonLink>
        </div>
      </div>
      <LostCarIllustration className={styles.illustration} />
    </Container>
  );
}
