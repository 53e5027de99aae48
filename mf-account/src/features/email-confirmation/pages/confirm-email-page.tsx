import { useEffect, useRef } from 'react';
import { ButtonLink, EmptyState, Icon, LoadingState } from '@ga/ui';
import { errorMessage, fieldErrors, usePageHead, useSession } from '@ga/core';
import { useLinkToken } from '@ga/core';
import { useAccountConfirmEmailMutation } from '../api';
import styles from '../../../shared/card-page/card-page.module.css';

/**
 * /mon-compte/confirmer-email?token=… (no sign-in needed: the link may be opened on another
 * device): confirms the account's address, or makes a new address the account's. The token is read
 * once and taken out of the address; no Referer leaves the page.
 */
export function ConfirmEmailPage() {
  usePageHead({
    title: 'Confirmation de votre adresse e-mail',
    description: 'Confirmation de l’adresse e-mail de votre espace client.',
    noindex: true,
  });
  const token = useLinkToken();
  const { isSignedIn } = useSession();
  const [confirm, { data, error }] = useAccountConfirmEmailMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void confirm({ token });
  }, [token, confirm]);

  const next = isSignedIn ? (
    <ButtonLink to="/mon-compte">Aller à mon compte</ButtonLink>
  ) : (
    <ButtonLink to="/connexion">Me connecter</ButtonLink>
  );
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name={data ? 'check' : 'shield'} size={26} />
        </span>
        <h1 className={styles.title}>Confirmation de votre adresse e-mail</h1>
        {data ? (
          <>
            <p className={styles.lead} role="status">
              {data.message}
            </p>
            <p className={styles.lead}>
              Adresse du compte : <strong>{data.data.email}</strong>
            </p>
            {data.data.return_path ? (
              // The page the visitor was on when they created the account (kept by the API with the link).
              <div className={styles.actions}>
                <ButtonLink to={data.data.return_path}>Reprendre où vous en étiez</ButtonLink>
                <ButtonLink to={isSignedIn ? '/mon-compte' : '/connexion'} variant="outline">
                  {isSignedIn ? 'Aller à mon compte' : 'Me connecter'}
                </ButtonLink>
              </div>
            ) : (
              next
            )}
          </>
        ) : !token || error ? (
          <EmptyState
            icon="warning"
            title={token ? 'Ce lien ne fonctionne plus' : 'Ce lien est incomplet'}
            headingLevel={2}
            action={next}
          >
            {error
              ? (fieldErrors(error).token?.[0] ?? errorMessage(error))
              : 'Ouvrez le lien reçu par e-mail tel quel. Depuis « Mon compte », vous pouvez en demander un nouveau.'}
          </EmptyState>
        ) : (
          <LoadingState label="Confirmation en cours…" />
        )}
      </section>
    </div>
  );
}
