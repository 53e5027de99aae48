import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, LoadingState, Notice, TextField, errorSummaryItems } from '@ga/ui';
import { staffTotpSchema, type StaffTotpRequest } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffEnrolmentConfirmMutation, useStaffEnrolmentStartMutation } from '../api';
import styles from './sign-in-steps.module.css';

interface Props {
  challenge: string;
  onEnrolled: (recoveryCodes: string[]) => void;
  onExpired: () => void;
}

/** First sign-in (or after a 2FA reset): scan the QR code, type the first code; the recovery codes follow. */
export function EnrolmentStep({ challenge, onEnrolled, onExpired }: Props) {
  const [start, started] = useStaffEnrolmentStartMutation();
  const [confirm, { error, isLoading }] = useStaffEnrolmentConfirmMutation();
  const { register, handleSubmit, setError, formState } = useForm<StaffTotpRequest>({
    resolver: zodResolver(staffTotpSchema),
    defaultValues: { challenge, code: '' },
    shouldFocusError: false,
  });

  useEffect(() => {
    void start({ challenge }).then((result) => {
      if ('error' in result && fieldErrors(result.error).challenge) onExpired();
    });
  }, [challenge, start, onExpired]);

  const onSubmit = handleSubmit(async (values) => {
    const result = await confirm(values);
    if ('error' in result && result.error) {
      if (fieldErrors(result.error).challenge) return onExpired();
      const code = fieldErrors(result.error).code;
      if (code) setError('code', { message: code[0] });
      return;
    }
    onEnrolled(result.data.recovery_codes);
  });

  if (started.isLoading || (!started.data && !started.error))
    return <LoadingState label="Préparation de votre code QR…" />;
  if (!started.data)
    return (
      <Notice variant="danger" role="alert">
        {errorMessage(started.error)}
      </Notice>
    );
  const status = errorStatus(error);
  return (
    <div className={styles.form}>
      <ol className={styles.steps}>
        <li>Ouvrez votre application d’authentification (Google Authenticator, Microsoft Authenticator, FreeOTP…).</li>
        <li>Scannez ce code QR, ou saisissez la clé à la main.</li>
        <li>Tapez le code à 6 chiffres qu’elle affiche.</li>
      </ol>
      <img
        className={styles.qr}
        src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(started.data.qr_svg)}`}
        alt="Code QR à scanner avec votre application d’authentification"
        width={200}
        height={200}
      />
      <p className={styles.secret}>
        Clé à saisir à la main : <code>{started.data.secret.replace(/(.{4})/g, '$1 ').trim()}</code>
      </p>
      <form
        onSubmit={onSubmit}
        noValidate
        className={styles.form}
        aria-label="Activation de la double authentification"
      >
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
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          error={formState.errors.code?.message}
          {...register('code')}
        />
        <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
          Activer la double authentification
        </Button>
      </form>
    </div>
  );
}

/** The ten recovery codes, shown once: the person notes them before going on. */
export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className={styles.form}>
      <Notice variant="warning" title="Notez vos codes de secours maintenant">
        Ils ne seront plus jamais affichés. Chacun ouvre une seule connexion si vous n’avez pas votre téléphone.
        Gardez-les hors de l’ordinateur (papier rangé, coffre-fort de mots de passe).
      </Notice>
      <ul className={styles.codes} aria-label="Codes de secours">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <Button size="lg" fullWidth onClick={onDone}>
        J’ai noté mes codes, continuer
      </Button>
    </div>
  );
}
