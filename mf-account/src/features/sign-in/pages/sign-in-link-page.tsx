import { useEffect, useRef } from 'react';
import { ButtonLink, EmptyState, LoadingState } from '@ga/ui';
import { errorMessage, fieldErrors, notify, signIn, useAppDispatch, usePageHead, Link, useNavigate } from '@ga/core';
import { useLinkToken } from '@ga/core';
import { useAccountSignInWithLinkMutation } from '../api';
import styles from './sign-in-page.module.css';

/**
 * /connexion/lien?token=… (guest only): the one-time sign-in link of the e-mail. The token is read
 * once and taken out of the address (no Referer, no history entry keeps it), exchanged for a
 * session, and the visitor lands in « Mon compte ».
 */
export function SignInLinkPage() {
  usePageHead({
    title: 'Connexion par lien',
    description: 'Connexion à votre espace client avec le lien reçu par e-mail.',
    noindex: true,
  });
  const token = useLinkToken();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [exchange, { error }] = useAccountSignInWithLinkMutation();
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    void (async () => {
      const result = await exchange({ token });
      if (!('data' in result) || !result.data) return;
      await dispatch(signIn(result.data.access_token));
      dispatch(notify({ action: 'success', message: 'Vous êtes connecté. Bienvenue dans votre espace client.' }));
      void navigate('/mon-compte', { replace: true });
    })();
  }, [token, exchange, dispatch, navigate]);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>Connexion par lien</h1>
        {!token || error ? (
          <EmptyState
            icon="warning"
            title={token ? 'Ce lien ne fonctionne plus' : 'Ce lien est incomplet'}
            headingLevel={2}
            action={<ButtonLink to="/connexion">Revenir à la connexion</ButtonLink>}
          >
            {error
              ? (fieldErrors(error).token?.[0] ?? errorMessage(error))
              : 'Ouvrez le lien reçu par e-mail tel quel, ou demandez-en un nouveau depuis la page de connexion.'}
          </EmptyState>
        ) : (
          <LoadingState label="Connexion en cours…" />
        )}
        <p className={styles.signup}>
          <Link to="/mot-de-passe-oublie">Mot de passe oublié ?</Link>
        </p>
      </section>
    </div>
  );
}
