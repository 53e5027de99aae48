import { DEALERSHIP } from '@ga/contracts';
import { FormLandingTemplate } from '../../../shared/templates/form-landing-template';
import { AppointmentForm } from '../components/appointment-form';
import { PAGE_HEADS } from '../../../shared/page-heads';

/** /services/prise-rendez-vous-en-ligne: any kind of appointment at our centre, on free slots. */
export function AppointmentPage() {
  return (
    <FormLandingTemplate
      {...PAGE_HEADS['/services/prise-rendez-vous-en-ligne']}
      kicker="Services"
      heading="Prendre rendez-vous en ligne"
      lead="Essai, retrait de votre véhicule, passage à l’atelier ou expertise pour une reprise : choisissez un créneau libre, il est à vous. Votre conseiller et, s’il y a lieu, votre véhicule vous attendent."
      aside={
        <>
          <section aria-labelledby="rdv-how">
            <h2 id="rdv-how">Comment ça marche ?</h2>
            <ul>
              <li>Seuls les créneaux libres sont proposés.</li>
              <li>Connecté(e) avec une adresse e-mail confirmée, le rendez-vous est confirmé aussitôt.</li>
              <li>Sinon, le créneau vous est réservé 30 minutes : confirmez-le par le lien reçu par e-mail.</li>
              <li>Deux rendez-vous à venir au plus par personne.</li>
              <li>L’e-mail de confirmation contient un fichier pour votre agenda et un lien d’annulation.</li>
            </ul>
          </section>
          <section aria-labelledby="rdv-where">
            <h2 id="rdv-where">Où ?</h2>
            <p>{DEALERSHIP.address}</p>
            <p>
              Une question ? <a href={DEALERSHIP.phoneHref}>{DEALERSHIP.phone}</a>
            </p>
          </section>
        </>
      }
    >
      <AppointmentForm />
    </FormLandingTemplate>
  );
}
