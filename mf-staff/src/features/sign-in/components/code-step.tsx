import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, TextField, errorSummaryItems } from '@ga/ui';
import { staffRecoverySchema, staffTotpSchema, type StaffRecoveryRequest, type StaffTotpRequest } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffSignInRecoveryMutation, useStaffSignInTotpMutation } from '../api';
import styles from './sign-in-steps.module.css';

interface Props {
  challenge: string;
  /** The session is open. */
  onSignedIn: () => void;
  /** The challenge expired or was used: back to the password. */
  onExpired: () => void;
}

/**
 * Step 2: the six digits of the authenticator app, or one of the one-time recovery codes. After too
 * many wrong codes in a row the API refuses the code step (403, docs/staff.md « Two-factor sign-in »):
 * only a recovery code (or an admin's 2FA reset) helps then, so the recovery form is shown with the
 * API's message and no way back to the code.
 */
export function CodeStep({ challenge, onSignedIn, onExpired }: Props) {
  const [recovery, setRecovery] = useState(false);
  const [locked, setLocked] = useState<string | null>(null);
  const onLocked = (message: string) => {
    setLocked(message);
    setRecovery(true);
  };
  return (
    <div className={styles.form}>
      {recovery ? (
        <RecoveryForm challenge={challenge} onSignedIn={onSignedIn} onExpired={onExpired} locked={locked} />
      ) : (
        <TotpForm challenge={challenge} onSignedIn={onSignedIn} onExpired={onExpired} onLocked={onLocked} />
      )}
      {!locked && (
        <button type="button" className={styles.linkButton} onClick={() => setRecovery((r) => !r)}>
          {recovery
            ? 'Utiliser le code de l’application d’authentification'
            : 'Je n’ai pas mon téléphone : utiliser un code de secours'}
        </button>
      )}
    </div>
  );
}

function TotpForm({ challenge, onSignedIn, onExpired, onLocked }: Props & { onLocked: (message: string) => void }) {
  const [verify, { error, isLoading }] = useStaffSignInTotpMutation();
  const { register, handleSubmit, setError, formState } = useForm<StaffTotpRequest>({
    resolver: zodResolver(staffTotpSchema),
    defaultValues: { challenge, code: '' },
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await verify(values);
    if ('error' in result && result.error) {
      if (fieldErrors(result.error).challenge) return onExpired();
      if (errorStatus(result.error) === 403) return onLocked(errorMessage(result.error));
      const code = fieldErrors(result.error).code;
      if (code) setError('code', { message: code[0] });
      return;
    }
    onSignedIn();
  });
  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Vérification en deux étapes">
      <ErrorSummary
        items={errorSummaryItems(formState.errors, { code: 'Code de vérification' })}
        attempt={formState.submitCount}
      />
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <TextField
        label="Code de vérification"
        hint="Les 6 chiffres affichés par votre application d’authentification."
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={7}
        required
        autoFocus
        error={formState.errors.code?.message}
        {...register('code')}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Valider
      </Button>
    </form>
  );
}

function RecoveryForm({ challenge, onSignedIn, onExpired, locked }: Props & { locked: string | null }) {
  const [verify, { error, isLoading, data }] = useStaffSignInRecoveryMutation();
  const { register, handleSubmit, setError, formState } = useForm<StaffRecoveryRequest>({
    resolver: zodResolver(staffRecoverySchema),
    defaultValues: { challenge, recovery_code: '' },
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await verify(values);
    if ('error' in result && result.error) {
      if (fieldErrors(result.error).challenge) return onExpired();
      const code = fieldErrors(result.error).recovery_code;
      if (code) setError('recovery_code', { message: code[0] });
      return;
    }
    onSignedIn();
  });
  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Connexion avec un code de secours">
      <ErrorSummary
        items={errorSummaryItems(formState.errors, { recovery_code: 'Code de secours' })}
        attempt={formState.submitCount}
      />
      {locked && !error && (
        <Notice variant="warning" role="alert">
          {locked}
        </Notice>
      )}
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      {data && <Notice variant="info">Il vous reste {data.recovery_codes_left} code(s) de secours.</Notice>}
      <TextField
        label="Code de secours"
        hint="Un des 10 codes notés lors de l’activation, par exemple ABCDE-FGHIJ. Chaque code ne sert qu’une fois."
        autoComplete="off"
        required
        autoFocus
        error={formState.errors.recovery_code?.message}
        {...register('recovery_code')}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Valider le code de secours
      </Button>
    </form>
  );
}
