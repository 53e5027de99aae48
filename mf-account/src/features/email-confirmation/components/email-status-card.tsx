import type { User } from '@ga/contracts';
import { Button, Notice } from '@ga/ui';
import { errorMessage } from '@ga/core';
import { useAccountResendEmailLinkMutation } from '../api';
import styles from './email-status-card.module.css';

/**
 * On « Mon compte »: what is pending about the e-mail address — not confirmed yet (a first booking
 * needs it), or a new address waiting for its link — with a button that sends the link again.
 */
export function EmailStatusCard({ user }: { user: Pick<User, 'email' | 'email_verified' | 'pending_email'> }) {
  const [resend, { data, error, isLoading }] = useAccountResendEmailLinkMutation();
  if (user.email_verified && !user.pending_email) return null;
  return (
    <section className={styles.card} aria-labelledby="email-status-title">
      <h2 id="email-status-title" className={styles.title}>
        {user.pending_email ? 'Changement d’adresse e-mail en attente' : 'Confirmez votre adresse e-mail'}
      </h2>
      <p className={styles.text}>
        {user.pending_email ? (
          <>
            Nous avons envoyé un lien à <strong>{user.pending_email}</strong>. Tant que vous ne l’avez pas ouvert, votre
            adresse reste <strong>{user.email}</strong>.
          </>
        ) : (
          <>
            Ouvrez le lien envoyé à <strong>{user.email}</strong> pour confirmer votre adresse : c’est nécessaire pour
            réserver un véhicule.
          </>
        )}
      </p>
      {data && (
        <Notice variant="success" role="status">
          {data.message}
        </Notice>
      )}
      {error && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <Button variant="outline" onClick={() => void resend()} loading={isLoading}>
        Renvoyer le lien
      </Button>
    </section>
  );
}
