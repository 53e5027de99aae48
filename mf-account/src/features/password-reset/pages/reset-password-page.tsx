import { Link, useNavigate, useSearchParams } from 'react-router';
import { ButtonLink, EmptyState, Icon } from '@ga/ui';
import { notify, useAppDispatch, usePageHead } from '@ga/core';
import { ResetPasswordForm } from '../components/reset-password-form';
import styles from './password-page.module.css';

/** /mot-de-passe-oublie/reinitialisation?token=…&email=… (guest only): sets the new password, then /connexion. */
export function ResetPasswordPage() {
  usePageHead({ title: 'Nouveau mot de passe', description: 'Choisissez un nouveau mot de passe pour votre espace client.', noindex: true });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';

  const onDone = (message: string) => {
    dispatch(notify({ action: 'success', message: message || 'Votre mot de passe a été modifié : vous pouvez vous connecter.' }));
    navigate(`/connexion`, { replace: true });
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
            <p className={styles.lead}>Choisissez un mot de passe que vous n’utilisez pas ailleurs. Vous serez déconnecté de tous vos appareils.</p>
            <ResetPasswordForm token={token} email={email} onDone={onDone} />
          </>
        ) : (
          <EmptyState
            icon="warning"
            title="Ce lien est incomplet"
            headingLevel={2}
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
