import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, errorSummaryItems } from '@ga/ui';
import { STAFF_MESSAGES, staffEnrolmentLinkSchema } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors, Link, useNavigate, usePageHead, useSearchParams } from '@ga/core';
import { useStaffEnrolmentLinkMutation } from '../api';
import { EnrolmentStep, RecoveryCodes } from '../components/enrolment-step';
import { INBOX_PATH, SIGN_IN_PATH } from '../../../shared/paths';
import { SignInCard } from './sign-in-page';
import styles from '../components/sign-in-steps.module.css';

type Values = { token: string; password: string };

/** /espace-conseiller/enrolement?jeton=…: the one-time link of an invitation sets the password, then the 2FA. */
export function EnrolmentLinkPage() {
  usePageHead({
    title: 'Activation de votre compte — Espace conseiller',
    description: 'Choisissez votre mot de passe et activez la double authentification.',
    noindex: true,
  });
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('jeton') ?? '';
  const [challenge, setChallenge] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [expired, setExpired] = useState(false);
  const onExpired = useCallback(() => setExpired(true), []);

  if (expired) {
    return (
      <SignInCard title="Activation de votre compte">
        <Notice variant="warning">{STAFF_MESSAGES.invalidChallenge}</Notice>
        <Link to={SIGN_IN_PATH}>Se connecter avec votre nouveau mot de passe</Link>
      </SignInCard>
    );
  }
  if (codes)
    return (
      <SignInCard title="Vos codes de secours">
        <RecoveryCodes codes={codes} onDone={() => navigate(INBOX_PATH, { replace: true })} />
      </SignInCard>
    );
  if (challenge)
    return (
      <SignInCard title="Activez la double authentification">
        <EnrolmentStep challenge={challenge} onEnrolled={setCodes} onExpired={onExpired} />
      </SignInCard>
    );
  return (
    <SignInCard title="Activation de votre compte">
      <PasswordForm token={token} onChallenge={setChallenge} />
    </SignInCard>
  );
}

function PasswordForm({ token, onChallenge }: { token: string; onChallenge: (challenge: string) => void }) {
  const [send, { error, isLoading }] = useStaffEnrolmentLinkMutation();
  const { register, handleSubmit, setError, formState } = useForm<Values>({
    resolver: zodResolver(staffEnrolmentLinkSchema),
    defaultValues: { token, password: '' },
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await send(values);
    if ('error' in result && result.error) {
      const errors = fieldErrors(result.error);
      if (errors.password) setError('password', { message: errors.password[0] });
      return;
    }
    onChallenge(result.data.challenge);
  });
  const tokenError = formState.errors.token?.message ?? fieldErrors(error).token?.[0];
  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Choix du mot de passe">
      <ErrorSummary
        items={errorSummaryItems({ password: formState.errors.password }, { password: 'Mot de passe' })}
        attempt={formState.submitCount}
      />
      {tokenError && (
        <Notice variant="danger" role="alert">
          {tokenError}
        </Notice>
      )}
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <p>
        Choisissez le mot de passe de votre compte conseiller : 12 caractères au moins, une phrase fait très bien
        l’affaire.
      </p>
      <PasswordField
        label="Mot de passe"
        autoComplete="new-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Enregistrer et continuer
      </Button>
    </form>
  );
}
