import { useState } from 'react';
import { Button, ButtonLink, EmptyState, Icon } from '@ga/ui';
import { errorMessage, fieldErrors, useLocation, usePageHead, useSession } from '@ga/core';
import { useAccountUnsubscribeFavouritesMutation } from '../api';
import styles from '../../../shared/card-page/card-page.module.css';

/**
 * /mon-compte/favoris/desinscription?compte=…&jeton=… — the link of every favourites' e-mail, opened
 * without signing in. One click stops the e-mails (never on opening the page: mail scanners open links
 * too); they can be asked for again from « Mes favoris ».
 */
export function UnsubscribeFavouritesPage() {
  usePageHead({
    title: 'Ne plus recevoir d’e-mail sur mes favoris',
    description: 'Arrêter les e-mails sur vos favoris.',
    noindex: true,
  });
  const params = new URLSearchParams(useLocation().search);
  const user = Number(params.get('compte'));
  const token = params.get('jeton') ?? '';
  const { isSignedIn } = useSession();
  const [unsubscribe, { data, error, isLoading }] = useAccountUnsubscribeFavouritesMutation();
  const [asked, setAsked] = useState(false);
  const valid = Number.isInteger(user) && user > 0 && token.length > 0;
  const next = isSignedIn ? (
    <ButtonLink to="/mon-compte/mes-favoris">Mes favoris</ButtonLink>
  ) : (
    <ButtonLink to="/achat">Voir nos véhicules</ButtonLink>
  );

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name={data ? 'check' : 'info'} size={26} />
        </span>
        <h1 className={styles.title}>Ne plus recevoir d’e-mail sur mes favoris</h1>
        {data ? (
          <>
            <p className={styles.lead} role="status">
              {data.message}
            </p>
            {next}
          </>
        ) : !valid || (asked && error) ? (
          <EmptyState icon="warning" title="Ce lien ne fonctionne pas" headingLevel={2} action={next}>
            {error
              ? (fieldErrors(error).token?.[0] ?? errorMessage(error))
              : 'Ouvrez le lien reçu par e-mail tel quel, ou gérez ces e-mails depuis « Mes favoris ».'}
          </EmptyState>
        ) : (
          <>
            <p className={styles.lead}>
              Vous ne recevrez plus d’e-mail quand un favori baisse de prix, est réservé ou vendu. Vous pourrez les
              demander de nouveau depuis « Mes favoris ».
            </p>
            <Button
              loading={isLoading}
              onClick={() => {
                setAsked(true);
                void unsubscribe({ user, token });
              }}
            >
              Arrêter ces e-mails
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
