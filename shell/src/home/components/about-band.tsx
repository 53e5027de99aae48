import { useStockFigures } from '@ga/core';
import { ButtonLink } from '@ga/ui';
import styles from './about-band.module.css';

export function AboutBand() {
  const stock = useStockFigures();
  const FIGURES = [
    { value: '1966', label: 'une affaire familiale sarthoise' },
    { value: `≈ ${stock.cars}`, label: 'voitures en stock' },
    { value: `≈ ${stock.vans}`, label: 'utilitaires en stock' },
    { value: '≈ 4 000', label: 'occasions vendues chaque année' },
  ];
  return (
    <section className={styles.band}>
      <div className={styles.inner}>
        <div>
          <h2 className={styles.title}>Votre mandataire auto à Écommoy, dans la Sarthe</h2>
          <p className={styles.text}>
            Depuis 1966, nous achetons pour vous des véhicules neufs, 0 km et d’occasion au meilleur prix, et nous vous
            les livrons partout en France. Une équipe à votre écoute, de l’essai à la livraison.
          </p>
          <ButtonLink to="/a-propos/notre-histoire" variant="secondary">
            Découvrir notre histoire
          </ButtonLink>
        </div>
        <dl className={styles.figures}>
          {FIGURES.map((figure) => (
            <div key={figure.label}>
              <dt>{figure.value}</dt>
              <dd>{figure.label}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
