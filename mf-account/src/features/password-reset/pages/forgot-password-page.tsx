import { Icon } from '@ga/ui';
import { usePageHead, Link, useSearchParams } from '@ga/core';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import styles from '../../../shared/card-page/card-page.module.css';

/** /mot-de-passe-oublie (guest only): asks for the reset link by e-mail. */
export function ForgotPasswordPage() {
  usePageHead({
    title: 'Mot de passe oublié',
    description: 'Recevez par e-mail un lien pour choisir un nouveau mot de passe.',
    noindex: true,
  });
  const [params] = useSearchParams();
  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <span className={styles.badge}>
          <Icon name="key" size={26} />
        </span>
        <h1 className={styles.title}>Mot de passe oublié ?</h1>
        <p className={styles.lead}>
          Indiquez l’adresse e-mail de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.
        </p>
        <ForgotPasswordForm defaultEmail={params.get('email') ?? ''} />
        <p className={styles.footer}>
          <Link to="/connexion">← Retour à la connexion</Link>
        </p>
      </section>
    </div>
  );
}
