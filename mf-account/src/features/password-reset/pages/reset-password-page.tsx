import { useEffect, useState } from 'react';
import { ButtonLink, EmptyState, Icon } from '@ga/ui';
import { notify, useAppDispatch, usePageHead, Link, useLocation, useNavigate } from '@ga/core';
import { ResetPasswordForm } from '../components/reset-password-form';
import { useNoReferrer } from '@ga/core';
import styles from '../../../shared/card-page/card-page.module.css';

/** What the page keeps of the link: in component state, and in the history entry (a reload works). */
interface ResetLink {
  token: string;
  email: string;
}

function linkFromState(state: unknown): ResetLink | null {
  const link = state as Partial<ResetLink> | null;
  return link && typeof link.token === 'string' && typeof link.email === 'string'
    ? { token: link.token, email: link.email }
    : null;
}

/**
 * /mot-de-passe-oublie/reinitialisation?token=…&email=… (guest only): sets the new password, then
 * /connexion. The token and e-mail are read once, then taken out of the address (history entry
 * replaced, kept in its state) so that they never leak through a Referer, the history or a shared
 * screen; no Referer is sent from this page at all.
 */
export function ResetPasswordPage() {
  usePageHead({
    title: 'Nouveau mot de passe',
    description: 'Choisissez un nouveau mot de passe pour votre espace client.',
    noindex: true,
  });
  useNoReferrer();
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [{ token, email }] = useState<ResetLink>(() => {
    const params = new URLSearchParams(location.search);
    if (params.has('token') || params.has('email'))
      return { token: params.get('token') ?? '', email: params.get('email') ?? '' };
    return linkFromState(location.state) ?? { token: '', email: '' };
  });

  useEffect(() => {
    if (!location.search) return;
    void navigate(
      { pathname: location.pathname, hash: location.hash },
      { replace: true, state: { token, email } satisfies ResetLink, preventScrollReset: true },
    );
  }, [location.search, location.pathname, location.hash, navigate, token, email]);

  const onDone = (message: string) => {
    dispatch(
      notify({
        action: 'success',
        message: message || 'Votre mot de passe a été modifié : vous pouvez vous connecter.',
      }),
    );
    void navigate('/connexion', { replace: true });
  };

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        {token && email ? (
          <>
            <span className={styles.badge}>
              <Icon name="shield" size={26} />
            </span>
            <h1 className={styles.title}>Nouveau mot de passe</h1>
            <p className={styles.lead}>
              Choisissez un mot de passe que vous n’utilisez pas ailleurs. Vous serez déconnecté de tous vos appareils.
            </p>
            <ResetPasswordForm token={token} email={email} onDone={onDone} />
          </>
        ) : (
          <EmptyState
            icon="warning"
            title="Ce lien est incomplet"
            headingLevel={1}
            action={<ButtonLink to="/mot-de-passe-oublie">Demander un nouveau lien</ButtonLink>}
          >
            Ouvrez le lien reçu par e-mail tel quel, ou demandez-en un nouveau.
          </EmptyState>
        )}
        <p className={styles.footer}>
          <Link to="/connexion">← Retour à la connexion</Link>
        </p>
      </section>
    </div>
  );
}
