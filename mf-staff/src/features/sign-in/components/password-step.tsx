import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, ErrorSummary, Notice, PasswordField, TextField, errorSummaryItems } from '@ga/ui';
import { staffSignInSchema, type StaffSignInRequest } from '@ga/contracts';
import { errorMessage, errorStatus, fieldErrors } from '@ga/core';
import { useStaffSignInMutation, type ChallengeReply } from '../api';
import styles from './sign-in-steps.module.css';

const LABELS = { email: 'Adresse e-mail professionnelle', password: 'Mot de passe' };

/** Step 1: e-mail and password → a 5-minute challenge for the second factor (or the enrolment). */
export function PasswordStep({
  onChallenge,
  notice,
}: {
  onChallenge: (reply: ChallengeReply) => void;
  notice?: string;
}) {
  const [signIn, { error, isLoading }] = useStaffSignInMutation();
  const { register, handleSubmit, setError, formState } = useForm<StaffSignInRequest>({
    resolver: zodResolver(staffSignInSchema),
    defaultValues: { email: '', password: '' },
    shouldFocusError: false,
  });
  const onSubmit = handleSubmit(async (values) => {
    const result = await signIn(values);
    if ('error' in result && result.error) {
      for (const [field, messages] of Object.entries(fieldErrors(result.error))) {
        if (field === 'email' || field === 'password') setError(field, { message: messages[0] });
      }
      return;
    }
    onChallenge(result.data);
  });
  const status = errorStatus(error);
  return (
    <form onSubmit={onSubmit} noValidate className={styles.form} aria-label="Connexion à l’espace conseiller">
      <ErrorSummary items={errorSummaryItems(formState.errors, LABELS)} attempt={formState.submitCount} />
      {notice && !error && <Notice variant="info">{notice}</Notice>}
      {error && status !== 422 && (
        <Notice variant={status === 429 ? 'warning' : 'danger'} role="alert">
          {errorMessage(error)}
        </Notice>
      )}
      <TextField
        label={LABELS.email}
        type="email"
        autoComplete="username"
        inputMode="email"
        required
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <PasswordField
        label={LABELS.password}
        autoComplete="current-password"
        required
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" size="lg" fullWidth loading={isLoading || formState.isSubmitting}>
        Continuer
      </Button>
    </form>
  );
}
