import type { TestDriveModel } from '@ga/contracts';
import { usePageHead } from '@ga/core';
import { ButtonLink } from '@ga/ui';
import { FormLandingTemplate } from '../shared/templates/form-landing-template';
import { PageHero } from '../shared/templates/page-hero';
import { AppointmentForm } from '../features/appointments/components/appointment-form';
import { TESLA_MODELS, teslaModel } from '../features/tesla/content/models';
import styles from '../features/tesla/components/tesla.module.css';
import { PAGE_HEADS } from '../shared/page-heads';

// Pages of the Tesla range that hold the appointments feature's booking form: they combine two
// features, hence here rather than in either of them.

/** /gamme-tesla/essai-tesla: how a test drive goes, then the model to try. */
export function TestDrivePage() {
  usePageHead(PAGE_HEADS['/gamme-tesla/essai-tesla']);
  return (
    <div>
      <PageHero
        kicker="La gamme Tesla"
        heading="Essayer une Tesla"
        lead="Trente minutes au volant, sur route et en ville, avec un conseiller qui répond à vos questions sur la recharge, l’autonomie et l’entretien."
      />
      <div className={styles.body}>
        <ul className={styles.models}>
          {TESLA_MODELS.map((m) => (
            <li key={m.slug} className={styles.model}>
              <h2>Essai {m.name}</h2>
              <p>{m.tagline}.</p>
              <ButtonLink to={`${m.path}/Formulaire`}>Choisir un créneau</ButtonLink>
            </li>
          ))}
        </ul>
        <section className={styles.model} aria-labelledby="essai-how">
          <h2 id="essai-how">Comment se passe l’essai ?</h2>
          <ul>
            <li>Choisissez le modèle et un créneau libre : seuls ceux-là sont proposés.</li>
            <li>Venez avec votre permis de conduire en cours de validité.</li>
            <li>L’essai dure 30 minutes, accompagné d’un conseiller.</li>
            <li>Un empêchement ? Annulez depuis l’e-mail de confirmation : le créneau est libéré.</li>
          </ul>
        </section>
      </div>
    </div>
  );
}

/** /gamme-tesla/model-3/Formulaire and /gamme-tesla/model-y/Formulaire: the test-drive booking. */
export function TestDriveFormPage({ slug }: { slug: TestDriveModel }) {
  const model = teslaModel(slug);
  return (
    <FormLandingTemplate
      {...PAGE_HEADS[`${model.path}/Formulaire`]}
      kicker="Essai"
      heading={`Réserver un essai : ${model.name}`}
      lead="Choisissez un créneau libre : il vous est réservé. Connecté(e) avec une adresse e-mail confirmée, l’essai est confirmé aussitôt ; sinon, confirmez-le par le lien reçu par e-mail dans les 30 minutes."
      aside={
        <section aria-labelledby="essai-bring">
          <h2 id="essai-bring">À prévoir</h2>
          <ul>
            <li>Votre permis de conduire</li>
            <li>30 minutes, accompagné d’un conseiller</li>
            <li>Centre d’Écommoy, route du Mans</li>
          </ul>
        </section>
      }
    >
      <AppointmentForm kind="essai" resource={slug} submitLabel="Réserver mon essai" />
    </FormLandingTemplate>
  );
}
