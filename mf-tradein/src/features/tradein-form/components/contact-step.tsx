import { useFormContext } from 'react-hook-form';
import { ButtonLink, Icon, TextArea, TextField } from '@ga/ui';
import { signInPath, useSession } from '@ga/core';
import type { TradeinValues } from '../form-values';
import { FORM_PATH } from '../form-path';
import styles from './tradein-form.module.css';

/**
 * Step 4: how to reach the owner. Signed in: the profile fills it in. Not signed in: sign in or
 * create an account here, and come back to this step with every answer kept (the draft).
 */
export function ContactStep() {
  const { register, formState } = useFormContext<TradeinValues>();
  const { isSignedIn, user } = useSession();

  if (!isSignedIn || !user) {
    return (
      <div className={styles.signIn} data-testid="tradein-sign-in">
        <p className={styles.signInTitle}>
          <Icon name="key" size={20} /> Dernière étape : votre espace client
        </p>
        <p>
          Connectez-vous ou créez votre compte en une minute pour recevoir votre estimation et la retrouver dans « Mes
          reprises ». Vos réponses sont gardées dans ce navigateur : vous revenez ici sans rien ressaisir.
        </p>
        <div className={styles.signInActions}>
          <ButtonLink to={signInPath(FORM_PATH)} variant="secondary" size="lg">
            Se connecter
          </ButtonLink>
          <ButtonLink to={`/inscription?redirect=${encodeURIComponent(FORM_PATH)}`} variant="outline" size="lg">
            Créer un compte
          </ButtonLink>
        </div>
      </div>
    );
  }

  return (
    <div className={styles.stack}>
      <dl className={styles.identity}>
        <div>
          <dt>Nom</dt>
          <dd>{user.fullname}</dd>
        </div>
        <div>
          <dt>E-mail</dt>
          <dd>{user.email}</dd>
        </div>
      </dl>
      <TextField
        label="Téléphone"
        type="tel"
        autoComplete="tel"
        required
        hint="Un expert vous appelle pour convenir du rendez-vous d’expertise."
        error={formState.errors.phone?.message}
        {...register('phone')}
      />
      <TextArea
        label="Précisions sur votre véhicule"
        optional
        rows={4}
        hint="Pneus récents, deuxième clé, options… (1 000 caractères au plus)"
        error={formState.errors.comment?.message}
        {...register('comment')}
      />
    </div>
  );
}
