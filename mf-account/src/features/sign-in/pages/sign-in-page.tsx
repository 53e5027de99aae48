import { Icon } from '@ga/ui';
import { usePageHead, Link, useNavigate, useSearchParams } from '@ga/core';
import { SignInForm } from '../components/sign-in-form';
import { safeRedirect } from '../../../shared/redirect/safe-redirect';
import styles from './sign-in-page.module.css';

const BENEFITS = [
  'Retrouvez vos véhicules favoris sur tous vos appareils',
  'Suivez vos devis, réservations et demandes de financement',
  'Réservez un véhicule en quelques clics',
];

/** /connexion (guest only): back to the page the visitor came from, or to /mon-compte. */
export function SignInPage() {
  usePageHead({
    title: 'Connexion à votre espace client',
    description: 'Connectez-vous pour retrouver vos favoris, devis, réservations et demandes de financement.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const target = safeRedirect(redirect);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>Connexion</h1>
        <p className={styles.lead}>Accédez à votre espace client {redirect ? 'pour poursuivre votre démarche' : ''}</p>
        <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
        <p className={styles.signup}>
          {/* The return address goes on to the sign-up: a visitor who signs up comes back to what they were doing. */}
          Pas encore de compte ?{' '}
          <Link to={redirect ? `/inscription?redirect=${encodeURIComponent(redirect)}` : '/inscription'}>
            Créer un compte
          </Link>
        </p>
      </section>
      <aside className={styles.aside}>
        <h2>Votre espace client</h2>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit}>
              <Icon name="check" size={18} /> {benefit}
            </li>
          ))}
        </ul>
      </aside>
    </div>
  );
}
