import { useEffect, useState } from 'react';
import { NEWSLETTER_MESSAGES } from '@ga/contracts';
import { errorMessage, fieldErrors, useLinkToken, usePageHead } from '@ga/core';
import { Button, ButtonLink, Notice } from '@ga/ui';
import { PageHero } from '../../../templates/page-hero';
import { useContentNewsletterConfirmMutation, useContentNewsletterUnsubscribeMutation } from '../api';
import styles from './newsletter-link-pages.module.css';

const linkError = (error: Parameters<typeof fieldErrors>[0]) => fieldErrors(error).token?.[0] ?? errorMessage(error);

/** /a-propos/newsletter/confirmation?token=: opened from the e-mail, confirms at once. */
export function NewsletterConfirmPage() {
  usePageHead({ title: 'Confirmation de l’inscription à la newsletter', description: 'Confirmez votre inscription à notre newsletter.', noindex: true });
  const token = useLinkToken();
  const [confirm, { data, error }] = useContentNewsletterConfirmMutation();
  useEffect(() => {
    if (token) void confirm(token);
  }, [token, confirm]);
  const message = !token ? NEWSLETTER_MESSAGES.invalidLink : data ? data.message : error ? linkError(error) : null;
  return (
    <div>
      <PageHero kicker="Newsletter" heading="Inscription à la newsletter" lead="Nos arrivages, offres du moment et conseils, deux fois par mois au plus." />
      <div className={styles.body} aria-live="polite">
        {!message && <p>Confirmation en cours…</p>}
        {message && (
          <Notice variant={data ? 'success' : 'danger'} role={data ? 'status' : 'alert'}>
            {message}
          </Notice>
        )}
        {data && <p>Chaque e-mail contient un lien pour vous désinscrire en un clic.</p>}
        <ButtonLink to="/achat/nouveautes" variant="outline">
          Voir les derniers arrivages
        </ButtonLink>
      </div>
    </div>
  );
}

/** /a-propos/newsletter/desinscription?token=: one button, no sign-in. */
export function NewsletterUnsubscribePage() {
  usePageHead({ title: 'Désinscription de la newsletter', description: 'Ne plus recevoir notre newsletter.', noindex: true });
  const token = useLinkToken();
  const [unsubscribe, { data, error, isLoading }] = useContentNewsletterUnsubscribeMutation();
  const [asked, setAsked] = useState(false);
  return (
    <div>
      <PageHero kicker="Newsletter" heading="Désinscription de la newsletter" lead="Vous ne souhaitez plus recevoir nos e-mails d’information ? Un clic suffit, sans vous connecter." />
      <div className={styles.body} aria-live="polite">
        {data ? (
          <Notice variant="success" role="status">
            {data.message} ({data.data.email})
          </Notice>
        ) : (
          <>
            {(error || (!token && asked)) && (
              <Notice variant="danger" role="alert">
                {error ? linkError(error) : NEWSLETTER_MESSAGES.invalidLink}
              </Notice>
            )}
            <Button
              size="lg"
              loading={isLoading}
              onClick={() => {
                setAsked(true);
                if (token) void unsubscribe(token);
              }}
            >
              Me désinscrire de la newsletter
            </Button>
          </>
        )}
        <p>Les e-mails liés à vos demandes (devis, réservations, reprises) ne sont pas concernés : ils continuent de vous parvenir.</p>
      </div>
    </div>
  );
}
