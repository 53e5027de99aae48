import { usePageHead } from '@ga/core';
import { ButtonLink } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { TESLA_MODELS } from '../content/models';
import { MobilityMessage } from '../components/mobility-message';
import { TeslaStock } from '../components/tesla-stock';
import styles from '../components/tesla.module.css';
import { PAGE_HEADS } from '../../../shared/page-heads';

/** /gamme-tesla: the two models, the stock from the catalogue API, the test drive. */
export function TeslaRangePage() {
  usePageHead(PAGE_HEADS['/gamme-tesla']);
  return (
    <div>
      <PageHero
        kicker="Électrique"
        heading="La gamme Tesla"
        lead="Model 3 et Model Y neuves, 0 km et d’occasion, en stock à Écommoy : au prix de mandataire, à essayer sur rendez-vous, livrées partout en France."
      >
        <div className={styles.heroActions}>
          <ButtonLink to="/gamme-tesla/essai-tesla" size="lg">
            Réserver un essai
          </ButtonLink>
          <ButtonLink to="/gamme-tesla/EtiquetteAIcon" size="lg" variant="outline">
            Étiquettes énergie
          </ButtonLink>
        </div>
      </PageHero>
      <div className={styles.body}>
        <ul className={styles.models}>
          {TESLA_MODELS.map((m) => (
            <li key={m.slug} className={styles.model}>
              <h2>{m.name}</h2>
              <p className={styles.tagline}>{m.tagline}</p>
              <p>{m.description[0]}</p>
              <div className={styles.actions}>
                <ButtonLink to={m.path}>Découvrir</ButtonLink>
                <ButtonLink to={`${m.path}/Formulaire`} variant="outline">
                  Essayer
                </ButtonLink>
              </div>
            </li>
          ))}
        </ul>
        <TeslaStock title="Les Tesla en stock" />
        <MobilityMessage />
      </div>
    </div>
  );
}
