import { useState } from 'react';
import { Button, ButtonLink, EmptyState, Icon } from '@ga/ui';
import { errorMessage, fieldErrors, useLocation, usePageHead, useSession } from '@ga/core';
import { useAccountUnsubscribeAlertMutation } from '../api';
import styles from '../../../shared/card-page/card-page.module.css';

/**
 * /mon-compte/alertes/desinscription?alerte=…&jeton=… — the link of every alert e-mail, opened
 * without signing in. One click stops the alert (never on opening the page: mail scanners open
 * links too); it can be resumed from « Mes alertes ».
 */
export function UnsubscribeAlertPage() {
  usePageHead({
    title: 'Ne plus recevoir une alerte',
    description: 'Arrêter les e-mails d’une alerte.',
    noindex: true,
  });
  const params = new URLSearchParams(useLocation().search);
  const alert = Number(params.get('alerte'));
  const token = params.get('jeton') ?? '';
  const { isSignedIn } = useSession();
  const [unsubscribe, { data, error, isLoading }] = useAccountUnsubscribeAlertMutation();
  const [asked, setAsked] = useState(false);
  const valid = Number.isInteger(alert) && alert > 0 && token.length > 0;
  const next = isSignedIn ? (
    <ButtonLink to="/mon-compte/mes-alertes">Mes alertes</ButtonLink>
  ) : (
    <ButtonLink to="/achat">Voir nos véhicules</ButtonLink>
  );

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name={data ? 'check' : 'info'} size={26} />
        </span>
        <h1 className={styles.title}>Ne plus recevoir cette alerte</h1>
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
              : 'Ouvrez le lien reçu par e-mail tel quel, ou gérez vos alertes depuis « Mon compte ».'}
          </EmptyState>
        ) : (
          <>
            <p className={styles.lead}>
              Vous ne recevrez plus d’e-mail pour cette alerte. Vous pourrez la réactiver depuis « Mes alertes ».
            </p>
            <Button
              loading={isLoading}
              onClick={() => {
                setAsked(true);
                void unsubscribe({ alert, token });
              }}
            >
              Arrêter les e-mails de cette alerte
            </Button>
          </>
        )}
      </section>
    </div>
  );
}
