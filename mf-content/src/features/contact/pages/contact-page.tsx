import { useSearchParams, Link } from '@ga/core';
import { CONTACT_SUBJECTS, DEALERSHIP, type ContactSubject } from '@ga/contracts';
import { Icon } from '@ga/ui';
import { FormLandingTemplate } from '../../../shared/templates/form-landing-template';
import { ContactForm } from '../components/contact-form';
import { PAGE_HEADS } from '../../../shared/page-heads';

/**
 * /a-propos/contactez-nous. `?objet=` preselects the subject (links from other pages), `?vehicule=`
 * ties the message to a vehicle (the « Poser une question » of a vehicle page).
 */
export function ContactPage() {
  const [params] = useSearchParams();
  const subject = CONTACT_SUBJECTS.find((s) => s === params.get('objet')) as ContactSubject | undefined;
  const vehicle = Number(params.get('vehicule'));
  return (
    <FormLandingTemplate
      {...PAGE_HEADS['/a-propos/contactez-nous']}
      kicker="À votre écoute"
      heading="Contactez-nous"
      lead="Une question sur un véhicule, une reprise, un financement ou une livraison ? Écrivez-nous : un conseiller vous répond sous 24 heures ouvrées, du lundi au samedi."
      aside={
        <>
          <section aria-labelledby="contact-phone">
            <h2 id="contact-phone">Par téléphone</h2>
            <p>
              <Icon name="phone" size={18} /> <a href={DEALERSHIP.phoneHref}>{DEALERSHIP.phone}</a>
            </p>
            <p>{DEALERSHIP.hours[0]!.toUpperCase() + DEALERSHIP.hours.slice(1)} (prix d’un appel local).</p>
          </section>
          <section aria-labelledby="contact-visit">
            <h2 id="contact-visit">Sur place</h2>
            <p>
              <Icon name="map-pin" size={18} /> {DEALERSHIP.address}
            </p>
            <p>
              Pour un essai ou un retrait,{' '}
              <Link to="/services/prise-rendez-vous-en-ligne">prenez rendez-vous en ligne</Link> : votre véhicule et
              votre conseiller vous attendent.
            </p>
          </section>
          <section aria-labelledby="contact-faster">
            <h2 id="contact-faster">Plus rapide</h2>
            <ul>
              <li>
                <Link to="/a-propos/faq">Questions fréquentes</Link>
              </li>
              <li>
                <Link to="/reprise-voiture">Estimer ma reprise en ligne</Link>
              </li>
              <li>
                <Link to="/mon-compte">Suivre mes demandes dans mon compte</Link>
              </li>
            </ul>
          </section>
        </>
      }
    >
      <ContactForm subject={subject} vehicleId={Number.isInteger(vehicle) && vehicle > 0 ? vehicle : null} />
    </FormLandingTemplate>
  );
}
