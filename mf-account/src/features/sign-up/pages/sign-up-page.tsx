import { Icon } from '@ga/ui';
import { usePageHead, Link, useNavigate, useSearchParams } from '@ga/core';
import { SignUpForm } from '../components/sign-up-form';
import { safeRedirect } from '../../../shared/redirect/safe-redirect';
import styles from './sign-up-page.module.css';

const ACCOUNT_HOME = '/mon-compte';

const BENEFITS = [
  { title: 'Vos favoris partout', text: 'Retrouvez les véhicules qui vous plaisent sur tous vos appareils.' },
  { title: 'Devis et financements', text: 'Vos devis numérotés et vos demandes de financement au même endroit.' },
  { title: 'Réservation en ligne', text: 'Bloquez un véhicule en quelques clics, sans acompte.' },
  { title: 'Compte professionnel', text: 'Sociétés et artisans : prix HT affichés en premier.' },
];

/** /inscription (guest only): personal or company account, then signed in and on to /mon-compte (or ?redirect=). */
export function SignUpPage() {
  usePageHead({
    title: 'Créer un compte',
    description:
      'Créez votre espace client particulier ou professionnel : favoris, devis, réservations et financements en un seul endroit.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const redirect = params.get('redirect');
  const target = safeRedirect(redirect, ACCOUNT_HOME);

  return (
    <div className={styles.page}>
      <section className={styles.card}>
        <h1 className={styles.title}>Créer un compte</h1>
        <p className={styles.lead}>
          Quelques informations suffisent : vous êtes connecté dès la création de votre compte.
        </p>
        <SignUpForm
          onSignedUp={() => navigate(target, { replace: true })}
          returnPath={redirect && target !== ACCOUNT_HOME ? target : null}
        />
        <p className={styles.signin}>
          Déjà client ?{' '}
          <Link to={redirect ? `/connexion?redirect=${encodeURIComponent(redirect)}` : '/connexion'}>Se connecter</Link>
        </p>
      </section>
      <aside className={styles.aside}>
        <h2>Pourquoi créer un compte ?</h2>
        <ul>
          {BENEFITS.map((benefit) => (
            <li key={benefit.title}>
              <span className={styles.check}>
                <Icon name="check" size={16} />
              </span>
              <span>
                <strong>{benefit.title}</strong>
                {benefit.text}
              </span>
            </li>
          ))}
        </ul>
        <p className={styles.privacy}>
          <Icon name="shield" size={18} /> Vos données restent chez nous : elles ne sont jamais revendues.
        </p>
      </aside>
    </div>
  );
}
