import { NEWSLETTER_MESSAGES } from '@ga/contracts';
import { ButtonLink } from '@ga/ui';
import { EmailLinkPage } from '../../../shared/templates/email-link-page';
import { useContentNewsletterConfirmMutation, useContentNewsletterUnsubscribeMutation } from '../api';

/** /a-propos/newsletter/confirmation?token=: opened from the e-mail, confirms at once. */
export function NewsletterConfirmPage() {
  const [confirm] = useContentNewsletterConfirmMutation();
  return (
    <EmailLinkPage
      title="Confirmation de l’inscription à la newsletter"
      description="Confirmez votre inscription à notre newsletter."
      kicker="Newsletter"
      heading="Inscription à la newsletter"
      lead="Nos arrivages, offres du moment et conseils, deux fois par mois au plus."
      invalidMessage={NEWSLETTER_MESSAGES.invalidLink}
      send={confirm}
      done={() => <p>Chaque e-mail contient un lien pour vous désinscrire en un clic.</p>}
    >
      <ButtonLink to="/achat/nouveautes" variant="outline">
        Voir les derniers arrivages
      </ButtonLink>
    </EmailLinkPage>
  );
}

/** /a-propos/newsletter/desinscription?token=: one button, no sign-in. */
export function NewsletterUnsubscribePage() {
  const [unsubscribe] = useContentNewsletterUnsubscribeMutation();
  return (
    <EmailLinkPage
      title="Désinscription de la newsletter"
      description="Ne plus recevoir notre newsletter."
      kicker="Newsletter"
      heading="Désinscription de la newsletter"
      lead="Vous ne souhaitez plus recevoir nos e-mails d’information ? Un clic suffit, sans vous connecter."
      invalidMessage={NEWSLETTER_MESSAGES.invalidLink}
      send={unsubscribe}
      button={{ label: 'Me désinscrire de la newsletter' }}
      done={(reply) => <p>Adresse concernée : {reply.data.email}.</p>}
    >
      <p>
        Les e-mails liés à vos demandes (devis, réservations, reprises) ne sont pas concernés : ils continuent de vous
        parvenir.
      </p>
    </EmailLinkPage>
  );
}
