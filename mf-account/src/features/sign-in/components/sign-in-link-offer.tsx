import { Button, Notice } from '@ga/ui';
import { errorMessage } from '@ga/core';
import { useAccountSendSignInLinkMutation } from '../api';
import styles from './sign-in-form.module.css';

/**
 * The owner's way through when failed sign-ins (perhaps someone else's) slow the account down: a
 * one-time sign-in link sent to the address typed, which also lifts the delays.
 */
export function SignInLinkOffer({ email }: { email: string }) {
  const [send, { data, error, isLoading }] = useAccountSendSignInLinkMutation();
  if (data) {
    return (
      <Notice variant="success" role="status">
        {data.message}
      </Notice>
    );
  }
  return (
    <div className={styles.linkOffer}>
      <p>Pas besoin d’attendre : recevez un lien de connexion à usage unique à l’adresse {email || 'saisie'}.</p>
      {error && (
        <Notice variant="danger" role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <Button variant="outline" onClick={() => void send({ email })} loading={isLoading} disabled={!email}>
        Recevoir un lien de connexion
      </Button>
    </div>
  );
}
