import type { TestDriveModel } from '@ga/contracts';
import { usePageHead } from '@ga/core';
import { ButtonLink } from '@ga/ui';
import { PageHero } from '../../../shared/templates/page-hero';
import { teslaModel } from '../content/models';
import { MobilityMessage } from '../components/mobility-message';
import { TeslaStock } from '../components/tesla-stock';
import styles from '../components/tesla.module.css';
import { PAGE_HEADS } from '../../../shared/page-heads';

/** /gamme-tesla/model-3 and /gamme-tesla/model-y: the model, its stock, its test drive. */
export function TeslaModelPage({ slug }: { slug: TestDriveModel }) {
  const model = teslaModel(slug);
  usePageHead(PAGE_HEADS[model.path]);
  return (
    <div>
      <PageHero kicker="La gamme Tesla" heading={model.name} lead={model.tagline}>
        <div className={styles.heroActions}>
          <ButtonLink to={`${model.path}/Formulaire`} size="lg">
            Réserver un essai
          </ButtonLink>
        </div>
      </PageHero>
      <div className={styles.body}>
        <div className={styles.intro}>
          <div>
            {model.description.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className={styles.highlights}>
            {model.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </div>
        <TeslaStock carmodel={model.slug} title={`${model.name} en stock`} />
        <MobilityMessage />
      </div>
    </div>
  );
}
